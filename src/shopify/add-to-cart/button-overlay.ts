/**
 * A transparent element laid over the add-to-cart button (docs/shopify.md): it marks the button as
 * intercepted while it stands there, and takes no pointer events, so the store's own button is
 * still the element a visitor (or the owner's Playwright or Cypress test) clicks; the interceptor's
 * click listener holds that click. It is re-placed every 0.5 s and when the button's size changes.
 * It stands aside (hidden: clicks go straight through) when the button is under 10 px wide or high,
 * disabled, or covered by something else (a cart drawer, a sticky header, one of our widgets), and
 * whenever the caller says so.
 *
 * Placement reads first and writes last, once per tick. It is positioned absolutely in the
 * document (fixed when the button sits in a fixed container), and corrects itself by however far
 * its own box ended up from the button's, so a positioned `<body>` does not throw it off.
 */
import { ADD_TO_CART_MIN_BUTTON_PX, ADD_TO_CART_OVERLAY_REPOSITION_MS, DEFAULT_Z_INDEX } from '../../runtime/constants';
import { setStyles } from '../styles';
import type { AddToCartButton } from './find-button';

const BUTTON_OVERLAY_ATTRIBUTE = 'data-mc-add-to-cart';

interface ButtonOverlay {
  element: HTMLElement;
  /** Places it over the button now (or hides it). */
  place(): void;
  /** Whether it stands over the button, catching clicks. */
  isActive(): boolean;
  stop(): void;
}

interface ButtonOverlayOptions {
  doc: Document;
  /** The current button; asked on every tick, since themes re-render their product forms. */
  button: () => AddToCartButton | undefined;
  /** False makes it stand aside. */
  enabled: () => boolean;
}

/** Under 10 px wide or high, a button is treated as not really there. */
const isTooSmall = (rect: DOMRect) => rect.width < ADD_TO_CART_MIN_BUTTON_PX || rect.height < ADD_TO_CART_MIN_BUTTON_PX;

function isInFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}

/** Whether something other than the button is what a click at its centre would hit. */
function isCovered(doc: Document, button: Element, rect: DOMRect, overlay: Element): boolean {
  const stack = doc.elementsFromPoint?.(rect.left + rect.width / 2, rect.top + rect.height / 2) ?? [];
  const top = stack.find((element) => element !== overlay);
  // An empty stack: the centre is outside the viewport, where nobody can click anyway.
  return !!top && top !== button && !button.contains(top);
}

export function createButtonOverlay({ doc, button, enabled }: ButtonOverlayOptions): ButtonOverlay {
  const win = doc.defaultView ?? window;
  const element = doc.createElement('div');
  element.setAttribute(BUTTON_OVERLAY_ATTRIBUTE, '');
  element.setAttribute('aria-hidden', 'true');
  setStyles(element, {
    position: 'absolute',
    left: '0px',
    top: '0px',
    width: '0px',
    height: '0px',
    margin: '0',
    padding: '0',
    border: '0',
    background: 'transparent',
    'pointer-events': 'none',
    visibility: 'hidden',
    // Under the widgets (docs/elements.md#custom-properties, --mc-z-index), over the theme.
    'z-index': String(DEFAULT_Z_INDEX - 1),
  });
  (doc.body ?? doc.documentElement).appendChild(element);

  let observed: AddToCartButton | undefined;
  let fixed = false;
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => tick()) : undefined;

  function hide(): void {
    if (element.style.getPropertyValue('visibility') !== 'hidden') setStyles(element, { visibility: 'hidden' });
  }

  function place(): void {
    const current = button();
    if (current !== observed) {
      if (observed) resize?.unobserve(observed);
      if (current) resize?.observe(current);
      observed = current;
      fixed = !!current && isInFixedLayer(current);
    }
    if (!current || !current.isConnected || current.disabled || !enabled()) return hide();
    // Reads.
    const target = current.getBoundingClientRect();
    if (isTooSmall(target) || isCovered(doc, current, target, element)) return hide();
    const own = element.getBoundingClientRect();
    const position = fixed ? 'fixed' : 'absolute';
    const moved = element.style.getPropertyValue('position') !== position;
    const left = moved ? target.left + (fixed ? 0 : win.scrollX) : parseFloat(element.style.left) + target.left - own.left;
    const top = moved ? target.top + (fixed ? 0 : win.scrollY) : parseFloat(element.style.top) + target.top - own.top;
    // Writes, only of what changed.
    const next: Record<string, string> = {
      position,
      left: `${left}px`,
      top: `${top}px`,
      width: `${target.width}px`,
      height: `${target.height}px`,
      visibility: 'visible',
    };
    const changes = Object.fromEntries(Object.entries(next).filter(([name, value]) => element.style.getPropertyValue(name) !== value));
    if (Object.keys(changes).length) setStyles(element, changes);
  }

  /** From a timer or an observer, a failure would surface as the page's own error. */
  function tick(): void {
    try {
      place();
    } catch {
      hide();
    }
  }

  const timer = setInterval(tick, ADD_TO_CART_OVERLAY_REPOSITION_MS);
  tick();
  return {
    element,
    place: tick,
    isActive: () => element.style.getPropertyValue('visibility') === 'visible',
    stop() {
      clearInterval(timer);
      resize?.disconnect();
      element.remove();
    },
  };
}
