/**
 * The life of one platform plugin (docs/opt-in.md#render-reasons): load the SDK, parse the plugin in
 * its wrapper, follow the plugin's events for this instance, and give up for the fallback button
 * when the SDK fails to load or the plugin has not rendered within the render time-out. A `hidden`
 * event hides the plugin (the fallback stands in) until a later `rendered` brings it back.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from '../react-once';
import { LOG_PREFIX, type RenderReason } from '../../runtime/constants';
import { useUiHost } from '../ui-host-context';
import type { FbPluginEvent, FbSdk } from '../../runtime/sdk/fb-sdk';
import { readRenderTimeout } from './render-timeout';

export type PluginKind = 'button' | 'checkbox';

export const PLUGIN_EVENTS: Readonly<Record<PluginKind, string>> = {
  button: 'send_to_messenger',
  checkbox: 'messenger_checkbox',
};

interface PluginLifecycleOptions {
  instanceId: string;
  kind: PluginKind;
  /** What the plugin's events carry for this instance: the messenger ref (button) or the user_ref (checkbox). */
  pluginKey: string;
  wrapper: RefObject<HTMLElement | null>;
  /** The visitor clicked the send-to-messenger button. */
  onClicked(): void;
}

interface PluginLifecycle {
  fb: FbSdk | null;
  /** The SDK failed or the plugin timed out: the fallback button for good. */
  failed: boolean;
  hidden: boolean;
  rendered: boolean;
}

/** The key an event is for: send_to_messenger names the ref, messenger_checkbox the user_ref. */
function eventKey(kind: PluginKind, payload: FbPluginEvent): string {
  return (kind === 'button' ? payload.ref : payload.user_ref) ?? '';
}

export function usePluginLifecycle({ instanceId, kind, pluginKey, wrapper, onClicked }: PluginLifecycleOptions): PluginLifecycle {
  const host = useUiHost();
  const [fb, setFb] = useState<FbSdk | null>(null);
  // The SDK already failed on this page (refused as a widget became due: a content blocker): the fallback from the first render.
  const [failedAtMount] = useState(() => host.fbSdkFailed());
  const [failed, setFailed] = useState(failedAtMount);
  const [hidden, setHidden] = useState(false);
  const [rendered, setRendered] = useState(false);

  // Event handlers outlive renders; they read the present through these.
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reportedRef = useRef(false);
  const gaveUpRef = useRef(false);
  const clickedRef = useRef(onClicked);
  clickedRef.current = onClicked;

  const report = useCallback(
    (reason: RenderReason) => {
      clearTimeout(timerRef.current);
      if (reportedRef.current) return;
      reportedRef.current = true;
      host.rendered(instanceId, reason);
    },
    [host, instanceId],
  );
  const giveUp = () => {
    if (gaveUpRef.current || rendered) return;
    gaveUpRef.current = true;
    setFailed(true);
    report('timeout');
  };
  const giveUpRef = useRef(giveUp);
  giveUpRef.current = giveUp;

  // Asked as the view commits, not after its first paint: when the SDK is in or known to have failed (an ad blocker
  // answers at once), the outcome arrives before that paint and the card opens in its first frame.
  useLayoutEffect(() => {
    // Told as the fallback commits, so the card opens (and drops its loader) before it paints.
    if (failedAtMount) {
      giveUpRef.current();
      return undefined;
    }
    let mounted = true;
    timerRef.current = setTimeout(() => giveUpRef.current(), readRenderTimeout());
    host.fbSdk().then(
      (sdk) => mounted && setFb(sdk),
      () => mounted && giveUpRef.current(),
    );
    return () => {
      mounted = false;
      clearTimeout(timerRef.current);
    };
  }, [host, instanceId, failedAtMount]);

  useEffect(() => {
    const element = wrapper.current;
    if (!fb || failed || !element) return undefined;
    const name = PLUGIN_EVENTS[kind];
    const onEvent = (payload: FbPluginEvent) => {
      if (gaveUpRef.current || !payload || eventKey(kind, payload) !== pluginKey) return;
      switch (payload.event) {
        case 'rendered':
          setHidden(false);
          setRendered(true);
          report('normal');
          break;
        case 'hidden':
          setHidden(true);
          // Nothing of the plugin shows, so the fallback button is what the visitor gets.
          report('timeout');
          break;
        case 'clicked':
        case 'opt_in':
          if (kind === 'button') clickedRef.current();
          break;
        case 'checkbox':
          if (kind === 'checkbox' && (payload.state === 'checked' || payload.state === 'unchecked')) {
            host.store.checkboxChanged(instanceId, { checked: payload.state === 'checked' });
          }
          break;
        default:
          break;
      }
    };
    try {
      fb.Event.subscribe(name, onEvent);
      fb.XFBML.parse(element);
    } catch (error) {
      console.warn(`${LOG_PREFIX} the messenger plugin could not be parsed`, error);
      giveUpRef.current();
    }
    return () => {
      try {
        fb.Event.unsubscribe(name, onEvent);
      } catch {
        // An SDK that cannot unsubscribe still gets events for a gone plugin; they are ignored above.
      }
    };
    // `report` changes with the host and the instance id alone, and `wrapper` never: the plugin is
    // parsed again only for a new key.
  }, [host, fb, failed, kind, pluginKey, instanceId, report, wrapper]);

  return { fb, failed, hidden, rendered };
}
