/**
 * docs/opt-in.md#render-reasons: 500 ms after the instance opens with the plugin shown, a plugin whose iframe is
 * missing or has no size is reported as not rendered (negative `fb_plugin_no_rendred`), once per opening.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { NEGATIVE_STATUSES, PLUGIN_RENDER_CHECK_MS } from '../../runtime/constants';
import { useUiHost } from '../ui-host-context';
import { useDisplayed } from '../use-store';

export function hasVisiblePluginFrame(wrapper: Element | null): boolean {
  const frame = wrapper?.querySelector('iframe');
  if (!frame) return false;
  const { width, height } = frame.getBoundingClientRect();
  return width > 0 && height > 0;
}

export function usePluginRenderCheck(
  widgetType: string,
  instanceId: string,
  wrapper: RefObject<HTMLElement | null>,
  pluginShown: boolean,
): void {
  const { pixel } = useUiHost();
  const displayed = useDisplayed(instanceId);
  const shown = useRef(pluginShown);
  shown.current = pluginShown;

  useEffect(() => {
    if (!displayed) return undefined;
    const timer = setTimeout(() => {
      if (!shown.current || hasVisiblePluginFrame(wrapper.current)) return;
      pixel.logAnalytics({ widgetType, type: 'optin', status: 'negative', statusDescription: NEGATIVE_STATUSES.pluginNotRendered });
    }, PLUGIN_RENDER_CHECK_MS);
    return () => clearTimeout(timer);
  }, [pixel, displayed, widgetType, instanceId, wrapper]);
}
