/**
 * What a Messenger opt-in does on submit (docs/opt-in.md#messenger-opt-in), by the widget's buttonType:
 * - `button`: the send-to-messenger click starts the pixel's opt-in poll; on yes the instance is
 *   marked opted in and the after-submit flow runs;
 * - `checkbox`: only when ticked, the user confirmation is logged with the SDK, ref and user ref
 *   are kept, the instance is opted in and the after-submit flow runs;
 * - `fallback` (the Messenger link shown when the plugin did not render): straight to the
 *   after-submit flow.
 * Each path tells the store the opt-in path the visitor took, which the pixel reports as a positive
 * opt-in (src/pixel/widget-events.ts), before the after-submit flow may leave the page; the
 * fallback's is intent only.
 * Any other buttonType is an error (docs/opt-in.md#messenger-opt-in).
 */
import { POSITIVE_STATUSES } from '../../runtime/constants';
import type { UiHost } from '../../runtime/ui-host';
import { startOptInPoll } from '../opt-in/opt-in-poll';
import { shownConsent } from '../opt-in/consent';
import type { FbSdk } from '../../runtime/sdk/fb-sdk';

const CHECKBOX_CONFIRMATION_EVENT = 'MessengerCheckboxUserConfirmation';
const UNKNOWN_BUTTON_TYPE = 'unknown widget buttonType';

export interface SubmitContext {
  instanceId: string;
  /** Its id is what the opt-in poll asks about. */
  widget: { widgetId: number };
  /** The opt-in button's text as the card showed it, for a confirmed opt-in's consent. */
  buttonText: string;
  host: Pick<UiHost, 'store' | 'pixel' | 'optedIn'>;
  /** Runs the after-submit flow (runAfterSubmit) for this instance. */
  afterSubmit(): void;
  /** The loaded SDK, for the checkbox's confirmation event. */
  fb: FbSdk | null;
  appId: string;
  pageId: string;
  /** The instance's messenger ref. */
  ref: string;
  /** The checkbox plugin's user_ref. */
  userRef: string;
}

export type SubmitResult = { outcome: 'submitted' } | { outcome: 'refused' } | { outcome: 'polling'; stop: () => void };

export function submitOptIn(kind: string, context: SubmitContext): SubmitResult {
  const { host, instanceId, widget } = context;
  switch (kind) {
    case 'fallback':
      host.store.acted(instanceId, { type: 'optInPath', path: POSITIVE_STATUSES.messengerFallbackClicked });
      context.afterSubmit();
      return { outcome: 'submitted' };
    case 'button': {
      const stop = startOptInPoll(
        () => host.pixel.checkOptin(widget.widgetId),
        () => {
          host.optedIn(instanceId);
          host.store.acted(instanceId, {
            type: 'optInPath',
            path: POSITIVE_STATUSES.buttonOptInConfirmed,
            consent: shownConsent(context.buttonText),
          });
          context.afterSubmit();
        },
      );
      return { outcome: 'polling', stop };
    }
    case 'checkbox': {
      if (host.store.getState().instances.get(instanceId)?.checkbox.checked !== true) return { outcome: 'refused' };
      const { appId, pageId, ref, userRef } = context;
      context.fb?.AppEvents.logEvent(CHECKBOX_CONFIRMATION_EVENT, null, { app_id: appId, page_id: pageId, ref, user_ref: userRef });
      host.store.checkboxChanged(instanceId, { ref, userRef });
      host.optedIn(instanceId);
      host.store.acted(instanceId, {
        type: 'optInPath',
        path: POSITIVE_STATUSES.checkboxConfirmed,
        consent: shownConsent(context.buttonText),
      });
      context.afterSubmit();
      return { outcome: 'submitted' };
    }
    default:
      throw new Error(UNKNOWN_BUTTON_TYPE);
  }
}
