/**
 * docs/opt-in.md#render-reasons: 500 ms after the instance opens with the plugin shown, a plugin whose iframe is
 * missing or has no size is told to the store, once per opening; the pixel reports it as not
 * rendered (negative `fb_plugin_no_rendred`, src/pixel/widget-events.ts).
 */
import { useEffect, useRef, type RefObject } from '../react-once';
import { PLUGIN_RENDER_CHECK_MS } from '../../runtime/constants';
import { useUiHost } from '../ui-host-context';
import { useDisplayed } from '../use-store';

function hasVisiblePluginFrame(wrapper: Element | null): boolean {
  const frame = wrapper?.querySelector('iframe');
  if (!frame) return false;
  const { width, height } = frame.getBoundingClientRect();
  return width > 0 && height > 0;
}

export function usePluginRenderCheck(instanceId: string, wrapper: RefObject<HTMLElement | null>, pluginShown: boolean): void {
  const { store } = useUiHost();
  const displayed = useDisplayed(instanceId);
  const shownRef = useRef(pluginShown);
  shownRef.current = pluginShown;

  useEffect(() => {
    if (!displayed) return undefined;
    const timer = setTimeout(() => {
      if (!shownRef.current || hasVisiblePluginFrame(wrapper.current)) return;
      store.acted(instanceId, { type: 'pluginMissing' });
    }, PLUGIN_RENDER_CHECK_MS);
    return () => clearTimeout(timer);
  }, [store, displayed, instanceId, wrapper]);
}
