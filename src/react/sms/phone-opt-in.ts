/**
 * SMS opt-in by phone number (docs/opt-in.md#sms-by-phone-number): loading on, the server called, loading off. State true
 * is a subscription the server confirmed, so the instance is marked opted in (the `mc:optin`
 * event, the pixel's cached yes) and the after-submit flow runs. State false stores the returned
 * errors, of which the card shows the last. A request that fails shows a network message and
 * leaves the visitor's input alone. A second submit while one is under way sends nothing.
 */
import { LOG_PREFIX, POSITIVE_STATUSES, SMS_LEGAL_TEXT, SMS_NETWORK_ERROR_TEXT, SMS_UNKNOWN_ERROR_TEXT } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { runAfterSubmit } from '../opt-in/run-after-submit';
import { shownConsent } from '../opt-in/consent';
import type { UiHost } from '../../runtime/ui-host';
import { createSubscriberByPhoneNumber } from './sms-calls';

/** Kept outside React and the store's async render, so two clicks in one frame still send once. */
const inFlight = new Set<string>();

/** Resolves true when the visitor was subscribed. */
export async function submitPhoneOptIn(host: UiHost, widget: ResolvedWidget, instanceId: string, phoneNumber: string): Promise<boolean> {
  const { store } = host;
  if (inFlight.has(instanceId) || store.getState().smsForm.get(instanceId)?.isLoading) return false;
  inFlight.add(instanceId);
  store.errorsSet(instanceId, []);
  store.loadingSet(instanceId, true);
  let subscribed = false;
  try {
    const answer = await createSubscriberByPhoneNumber(host, widget, phoneNumber);
    subscribed = answer.ok;
    if (!answer.ok) store.errorsSet(instanceId, answer.errors.length ? answer.errors : [SMS_UNKNOWN_ERROR_TEXT]);
  } catch (error) {
    console.warn(`${LOG_PREFIX} SMS opt-in request failed:`, error);
    store.errorsSet(instanceId, [SMS_NETWORK_ERROR_TEXT]);
  } finally {
    store.loadingSet(instanceId, false);
    inFlight.delete(instanceId);
  }
  if (subscribed) {
    store.acted(instanceId, {
      type: 'optInPath',
      path: POSITIVE_STATUSES.smsSubscribed,
      consent: shownConsent(widget.data.main.smsButtonText, SMS_LEGAL_TEXT),
    });
    try {
      host.optedIn(instanceId);
      runAfterSubmit(host, widget, instanceId);
    } catch (error) {
      console.warn(`${LOG_PREFIX} the after-submit flow failed:`, error);
    }
  }
  return subscribed;
}
