/**
 * The life of the standalone checkbox plugin: load the SDK, parse the plugin, and follow its
 * `messenger_checkbox` events for this instance's user_ref only. Unlike the card's checkbox there
 * is no fallback: without the SDK nothing is rendered (docs/elements.md#mc-checkbox), and the instance is never
 * reported rendered, so it never counts as opened. A `hidden` event hides the plugin until a
 * later `rendered` brings it back.
 */
import { useEffect, useRef, useState, type RefObject } from '../../react-once';
import { LOG_PREFIX } from '../../../runtime/constants';
import type { FbPluginEvent, FbSdk } from '../../../runtime/sdk/fb-sdk';
import { PLUGIN_EVENTS } from '../../messenger/use-plugin-lifecycle';
import { useUiHost } from '../../ui-host-context';

interface CheckboxPlugin {
  fb: FbSdk | null;
  /** The SDK could not load: nothing renders. */
  failed: boolean;
  hidden: boolean;
}

export function useCheckboxPlugin(instanceId: string, userRef: string, wrapper: RefObject<HTMLElement | null>): CheckboxPlugin {
  const host = useUiHost();
  const [fb, setFb] = useState<FbSdk | null>(null);
  const [failed, setFailed] = useState(false);
  const [hidden, setHidden] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    let mounted = true;
    host.fbSdk().then(
      (sdk) => mounted && setFb(sdk),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [host, instanceId]);

  useEffect(() => {
    const element = wrapper.current;
    if (!fb || !element) return undefined;
    const name = PLUGIN_EVENTS.checkbox;
    const onEvent = (payload: FbPluginEvent) => {
      if (!payload || payload.user_ref !== userRef) return;
      if (payload.event === 'rendered') {
        setHidden(false);
        if (!reported.current) {
          reported.current = true;
          host.rendered(instanceId, 'normal');
        }
      } else if (payload.event === 'hidden') {
        setHidden(true);
      } else if (payload.event === 'checkbox' && (payload.state === 'checked' || payload.state === 'unchecked')) {
        host.store.checkboxChanged(instanceId, { checked: payload.state === 'checked' });
      }
    };
    try {
      fb.Event.subscribe(name, onEvent);
      fb.XFBML.parse(element);
    } catch (error) {
      console.warn(`${LOG_PREFIX} the messenger checkbox could not be parsed`, error);
      // The SDK's failure is known only here, as it parses: a state set in the effect, on purpose.
      setFailed(true);
    }
    return () => {
      try {
        fb.Event.unsubscribe(name, onEvent);
      } catch {
        // Events for a gone plugin are ignored by their user_ref anyway.
      }
    };
  }, [host, fb, userRef, instanceId, wrapper]);

  return { fb, failed, hidden };
}
