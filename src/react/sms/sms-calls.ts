/**
 * The two SMS calls (docs/server.md#the-visitor-api) and how their answers are read. An answer of the wrong shape
 * counts as a refusal rather than a success, so a broken server never marks a visitor subscribed.
 */
import type { ResolvedWidget } from '../../runtime/config';
import { SMS_LEGAL_TEXT } from '../../runtime/constants';
import type { UiHost } from '../../runtime/ui-host';

/** What the calls use of the host. */
type SmsCallsHost = Pick<UiHost, 'callTarget' | 'pixel' | 'post'>;

interface SubscribeAnswer {
  ok: boolean;
  errors: string[];
}

interface RefAnswer {
  ref: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function createSubscriberByPhoneNumber(
  host: SmsCallsHost,
  widget: ResolvedWidget,
  phoneNumber: string,
): Promise<SubscribeAnswer> {
  const answer = await host.post<unknown>('widget/createSubscriberByPhoneNumber', {
    account_id: host.callTarget().pageId,
    widget_id: widget.widgetId,
    phone_number: phoneNumber,
    session_id: host.pixel.sessionId(),
    widget_sign: widget.widgetSign || '',
    // The consent on record (docs/server.md): what the card showed, and where.
    legal_text: SMS_LEGAL_TEXT,
    button_text: widget.data.main.smsButtonText,
    page_url: location.href,
  });
  if (!isRecord(answer)) return { ok: false, errors: [] };
  const errors = Array.isArray(answer['errors'])
    ? answer['errors'].filter((error): error is string => typeof error === 'string' && error.trim() !== '')
    : [];
  return { ok: answer['state'] === true, errors };
}

export async function generateSmsRef(host: SmsCallsHost, widget: ResolvedWidget): Promise<RefAnswer> {
  const answer = await host.post<unknown>('widget/generateSMSRef', {
    account_id: host.callTarget().pageId,
    widget_id: widget.widgetId,
    session_id: host.pixel.sessionId(),
  });
  if (!isRecord(answer) || answer['state'] !== true) return { ref: null };
  const ref = answer['ref'];
  const text = typeof ref === 'string' || typeof ref === 'number' ? String(ref).trim() : '';
  return { ref: text || null };
}
