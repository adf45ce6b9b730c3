/** Shared helpers for the card widget view tests: mount a kind, show it, and read its shadow root. */
import { makeWidget } from '../../support/factories';
import { mountWidget, waitFor, type Mounted, type MountOptions } from '../../support/mount-widget';

export { waitFor, type Mounted };

export type CardKind = 'bar' | 'slide_in' | 'modal' | 'page_takeover' | 'button' | 'box' | 'landing';

export interface KindOptions extends MountOptions {
  main?: Record<string, unknown>;
  submitted?: Record<string, unknown>;
  channel?: string;
  name?: string;
}

/** Mounts one widget of a kind with the given sections (not opened unless `open`). */
export function mountKind(kind: CardKind, { main = {}, submitted = {}, channel = 'fb', name, ...options }: KindOptions = {}): Mounted {
  const widget = makeWidget({ widget_type: kind, channel, data: { main, submitted }, ...(name === undefined ? {} : { name }) });
  return mountWidget(widget, options);
}

/**
 * Mounts without letting the opt-in control report the instance rendered (it may do so at once),
 * so a test sees the state before the first render; `store.rendered` ends it.
 */
export function mountUnrendered(kind: CardKind, options: KindOptions = {}): Mounted {
  const mounted = mountKind(kind, options);
  // React mounts the element's view asynchronously, so the control has not reported yet.
  (mounted.host as { rendered: unknown }).rendered = () => undefined;
  return mounted;
}

/** Marks the instance rendered (the opt-in control would) and opens it, as the runtime does. */
export function show(mounted: Mounted): void {
  mounted.host.rendered(mounted.instanceId, 'normal');
  mounted.open();
}

/**
 * Mounts and marks rendered but leaves it closed, waiting until React has committed the view
 * (its first part is in the shadow root): a fixed pause is too short on a loaded machine.
 */
export async function mountRendered(
  kind: CardKind,
  options: KindOptions = {},
  part = kind === 'page_takeover' ? 'takeover' : 'card',
): Promise<Mounted> {
  const mounted = mountKind(kind, options);
  mounted.host.rendered(mounted.instanceId, 'normal');
  await waitFor(() => mounted.root.querySelector(`[part~="${part}"]`), `the ${part} of a ${kind}`);
  return mounted;
}

/** Mounts, shows and waits for the first part to appear. */
export async function mountShown(kind: CardKind, options: KindOptions = {}, part = 'card'): Promise<Mounted> {
  const mounted = mountKind(kind, options);
  show(mounted);
  await waitFor(() => visiblePart(mounted, part), `the ${part} of a ${kind}`);
  finishAnimations(mounted);
  return mounted;
}

/** Entrance animations wait for frames a background test tab may never get: jump them to their end. */
export function finishAnimations(mounted: Mounted): void {
  for (const animation of mounted.root.getAnimations()) {
    const iterations = animation.effect?.getTiming().iterations;
    if (iterations !== Infinity) animation.finish();
  }
}

export function part<T extends Element = HTMLElement>(mounted: Mounted, name: string): T | null {
  return mounted.root.querySelector<T>(`[part~="${name}"]`) as T | null;
}

/** The part, once nothing above it is hidden any more. */
export function visiblePart(mounted: Mounted, name: string): HTMLElement | null {
  const found = part(mounted, name);
  return found && getComputedStyle(found).visibility === 'visible' && !found.closest('[inert]') ? found : null;
}

export function colorOf(element: Element, property: 'color' | 'background-color' = 'color'): string {
  return getComputedStyle(element).getPropertyValue(property);
}

/** Adds page CSS for one test; returns its remover. */
export function addPageStyle(text: string): () => void {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.appendChild(style);
  return () => style.remove();
}

/** Lets React commit and effects run (real timers). */
export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
