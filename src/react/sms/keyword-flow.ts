/**
 * The SMS keyword flow for iOS (docs/opt-in.md#sms-keyword-flow), also what the launcher's SMS channel starts
 * (docs/elements.md#mc-omnichat). iOS visitors do not type a number: the messages app opens with a text to send.
 * - A stored `sms-keyword-ref`: the composer opens with the keyword and the ref, and the opt-in
 *   poll starts (the server ties the incoming text to this pixel session by the ref).
 * - None: a ref is requested. With one, it is stored and the composer opens with keyword and ref,
 *   then the poll starts. Without one (state false, or the request failed) the composer opens with
 *   the keyword alone, which still subscribes the sender but cannot be tied to this visit, so there
 *   is nothing to poll for.
 * The keyword is the widget's `sms_keyword`, else its `actions.opt_in_text`.
 * On a desktop, which has no messages app to open, the number and the text to send are shown
 * instead, with a QR code that opens the composer on a phone (SmsCode.tsx); the poll runs the same.
 */
import { LAUNCHER_SMS_LEGAL_NOTE, LOG_PREFIX, POSITIVE_STATUSES, SMS_LEGAL_TEXT, STORAGE_KEYS } from '../../runtime/constants';
import { buildSmsLink, chooseSmsLinkForm } from '../../runtime/builders/sms-link';
import type { ResolvedWidget } from '../../runtime/config';
import { runAfterSubmit } from '../opt-in/run-after-submit';
import { shownConsent } from '../opt-in/consent';
import { startOptInPoll } from '../opt-in/opt-in-poll';
import type { UiHost } from '../../runtime/ui-host';
import { device } from './device';
import { safeUrl } from '../../runtime/url-safety';
import { generateSmsRef } from './sms-calls';
import type { SafeStorage } from '../../runtime/storage';

/**
 * Opens the device's SMS composer. `location.href` rather than `window.open`: an `sms:` link
 * hands over to the messages app and leaves the page where it is. Tests replace `open`.
 */
export const smsComposer = {
  open(link: string): void {
    const url = safeUrl(link, ['sms:']);
    if (url) window.location.href = url;
  },
};

/**
 * The SMS keyword reference kept in local storage under `sms-keyword-ref` (docs/page-api.md#local-storage), read and written through the
 * page's storage that never throws.
 */
function readKeywordRef(storage: SafeStorage): string {
  return (storage.get(STORAGE_KEYS.smsKeywordRef) ?? '').trim();
}

function writeKeywordRef(storage: SafeStorage, ref: string): void {
  storage.set(STORAGE_KEYS.smsKeywordRef, ref);
}

interface KeywordFlowOptions {
  /** What a confirmed opt-in does; by default the instance is marked opted in and the after-submit flow runs. */
  onOptedIn?: () => void;
}

/** One poll per instance: a second tap replaces the first poll rather than doubling it. */
const polls = new Map<string, () => void>();
const generating = new Set<string>();

function smsKeyword(widget: ResolvedWidget): string {
  return widget.smsKeyword.trim() || widget.data.actions.opt_in_text.trim();
}

/**
 * The messages app opens with the text to send, or on a desktop the text is shown to send from a
 * phone: the visitor's intent, which the opt-in poll may then confirm.
 */
function openComposer(host: UiHost, widget: ResolvedWidget, instanceId: string, body: string): void {
  const phone = host.store.getState().app.widgetPhone;
  const userAgent = device.userAgent();
  const link = buildSmsLink(phone, body, chooseSmsLinkForm(userAgent));
  if (host.rules.detectDevice(userAgent, device.maxTouchPoints(), window.innerWidth) === 'mobile') smsComposer.open(link);
  else host.store.smsCodeSet(instanceId, { phone, body, link });
  host.store.acted(instanceId, { type: 'optInPath', path: POSITIVE_STATUSES.smsComposerOpened });
}

function startPoll(host: UiHost, widget: ResolvedWidget, instanceId: string, options: KeywordFlowOptions): void {
  polls.get(instanceId)?.();
  const onYes = () => {
    polls.delete(instanceId);
    // The element may have been removed from the page while the visitor was in the messages app.
    if (!host.store.getState().instances.has(instanceId)) return;
    // The launcher's SMS channel, or the SMS card's keyword button, with the legal text each shows.
    const consent =
      widget.widgetType === 'omnichat'
        ? shownConsent('SMS', LAUNCHER_SMS_LEGAL_NOTE)
        : shownConsent(widget.data.main.smsButtonText, SMS_LEGAL_TEXT);
    host.store.acted(instanceId, { type: 'optInPath', path: POSITIVE_STATUSES.smsKeywordConfirmed, consent });
    try {
      if (options.onOptedIn) options.onOptedIn();
      else {
        host.optedIn(instanceId);
        runAfterSubmit(host, widget, instanceId);
      }
    } catch (error) {
      console.warn(`${LOG_PREFIX} the after-submit flow failed:`, error);
    }
  };
  // Asked for this widget: a subscription through another widget is not this one's opt-in.
  polls.set(
    instanceId,
    startOptInPoll(() => host.pixel.checkOptin(widget.widgetId), onYes),
  );
}

function withRef(keyword: string, ref: string): string {
  return [keyword, ref].filter(Boolean).join(' ');
}

export async function startSmsKeywordFlow(
  host: UiHost,
  widget: ResolvedWidget,
  instanceId: string,
  options: KeywordFlowOptions = {},
): Promise<void> {
  const { store, storage } = host;
  if (generating.has(instanceId)) return;
  const keyword = smsKeyword(widget);
  try {
    const stored = readKeywordRef(storage);
    if (stored) {
      openComposer(host, widget, instanceId, withRef(keyword, stored));
      startPoll(host, widget, instanceId, options);
      return;
    }
    generating.add(instanceId);
    store.generatingRefSet(instanceId, true);
    let ref: string | null = null;
    try {
      ref = (await generateSmsRef(host, widget)).ref;
    } catch (error) {
      console.warn(`${LOG_PREFIX} SMS ref request failed; opening the composer with the keyword alone:`, error);
    } finally {
      generating.delete(instanceId);
      store.generatingRefSet(instanceId, false);
    }
    if (!ref) {
      openComposer(host, widget, instanceId, keyword);
      return;
    }
    writeKeywordRef(storage, ref);
    openComposer(host, widget, instanceId, withRef(keyword, ref));
    startPoll(host, widget, instanceId, options);
  } catch (error) {
    console.warn(`${LOG_PREFIX} the SMS keyword flow failed:`, error);
  }
}

/** Stops an instance's poll (the launcher closes, a test ends). */
export function stopKeywordPoll(instanceId: string): void {
  polls.get(instanceId)?.();
  polls.delete(instanceId);
}
