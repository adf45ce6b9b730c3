/**
 * Binds submitOptIn to one mounted instance: the current refs and SDK, at most one opt-in poll at
 * a time (stopped on unmount), and every error logged instead of thrown into the page.
 */
import { optInButtonLabel } from './opt-in-button-label';
import { messengerPageId } from '../../runtime/config';
import { useCallback, useEffect, useRef } from '../react-once';
import { LOG_PREFIX } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { runAfterSubmit } from '../opt-in/run-after-submit';
import { useUiHost } from '../ui-host-context';
import type { FbSdk } from '../../runtime/sdk/fb-sdk';
import { submitOptIn, type SubmitResult } from './submit-opt-in';
import { useMessengerRef } from './use-messenger-link';

type SubmitKind = 'button' | 'checkbox' | 'fallback' | (string & {});

export function useOptInSubmit(
  widget: ResolvedWidget,
  instanceId: string,
  fb: FbSdk | null,
  userRef: string,
): (kind: SubmitKind) => SubmitResult | undefined {
  const host = useUiHost();
  const ref = useMessengerRef(widget, instanceId);
  const latestRef = useRef({ ref, fb, userRef });
  latestRef.current = { ref, fb, userRef };
  const stopPollRef = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stopPollRef.current?.();
      stopPollRef.current = null;
    },
    [],
  );

  return useCallback(
    (kind: SubmitKind) => {
      // The plugin reports both `clicked` and `opt_in`; one poll answers both.
      if (kind === 'button' && stopPollRef.current) return undefined;
      const fail = (error: unknown) => console.error(`${LOG_PREFIX} widget ${widget.widgetId}: the opt-in could not be submitted`, error);
      try {
        const { app } = host.store.getState();
        const result = submitOptIn(kind, {
          instanceId,
          widget,
          buttonText: optInButtonLabel(widget.data.main.optInButtonText),
          host,
          afterSubmit: () => {
            try {
              runAfterSubmit(host, widget, instanceId);
            } catch (error) {
              fail(error);
            }
          },
          fb: latestRef.current.fb,
          appId: app.appId,
          pageId: messengerPageId(app),
          ref: latestRef.current.ref,
          userRef: latestRef.current.userRef,
        });
        if (result.outcome === 'polling') stopPollRef.current = result.stop;
        return result;
      } catch (error) {
        fail(error);
        return undefined;
      }
    },
    [host, widget, instanceId],
  );
}
