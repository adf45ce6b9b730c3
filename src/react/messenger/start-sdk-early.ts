/**
 * Asks for the platform's SDK the moment a messenger widget's element is on the page and claimed,
 * instead of from the plugin's effect after the first paint: its plugin (or, when the SDK cannot
 * load, its fallback button) is then not kept waiting for a script nobody had asked for yet.
 * The owner preview loads nothing, and an EU page shows the fallback without the SDK.
 */
import type { WidgetType } from '../../runtime/constants';
import { INSTANCE_ATTRIBUTE, PREVIEW_ATTRIBUTE } from '../../runtime/page/scan-page';
import type { UiHost } from '../../runtime/ui-host';
import { ensureFbSdk } from './fb-sdk';

/** The kinds whose opt-in is a messenger plugin when their channel is `fb`. */
const PLUGIN_KINDS: ReadonlySet<WidgetType> = new Set(['bar', 'slide_in', 'modal', 'page_takeover', 'button', 'box', 'landing', 'checkbox']);

export function wantsFbSdk(element: Element, host: UiHost): boolean {
  if (!element.isConnected || element.hasAttribute(PREVIEW_ATTRIBUTE)) return false;
  const { app, instances, widgets } = host.store.getState();
  if (app.isEuAffected) return false;
  const instance = instances[element.getAttribute(INSTANCE_ATTRIBUTE) ?? ''];
  const widget = instance && widgets.find((candidate) => candidate.widgetId === instance.widgetId);
  return !!widget && widget.channel === 'fb' && PLUGIN_KINDS.has(widget.widgetType);
}

/** Called as an element connects or is claimed; the SDK loads once however many elements ask. */
export function startFbSdkFor(element: Element, host: UiHost | undefined): void {
  try {
    // A failure is the views' to handle (their fallback): here it is only started.
    if (host && wantsFbSdk(element, host)) ensureFbSdk(host, element.ownerDocument).catch(() => undefined);
  } catch {
    // Never in the way of the element's own work.
  }
}
