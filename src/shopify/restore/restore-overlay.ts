/**
 * The restore screen (docs/shopify.md#cart-restore): a full-page overlay reading "Your cart is restoring. Please
 * wait." with a spinner, page scrolling locked. Styled through the CSSOM and the Web Animations API,
 * so a strict CSP that blocks `<style>` elements still shows it; a shadow root keeps the theme's CSS out.
 */
import { CART_RESTORING_TEXT, DEFAULT_Z_INDEX, SPINNER_SIZE_PX } from '../../runtime/constants';
import { BRAND_COLOR } from '../../../styles/palette';
import { setStyles } from '../styles';

/** Locks page scrolling under the restore overlay and gives back exactly the inline styles it found. */
function lockScroll(doc: Document): () => void {
  const saved = [doc.documentElement, doc.body].filter(Boolean).map((element) => {
    const { style } = element;
    const before = { value: style.getPropertyValue('overflow'), priority: style.getPropertyPriority('overflow') };
    style.setProperty('overflow', 'hidden', 'important');
    return () => (before.value ? style.setProperty('overflow', before.value, before.priority) : style.removeProperty('overflow'));
  });
  return () => saved.forEach((restore) => restore());
}

const RESTORE_OVERLAY_ATTRIBUTE = 'data-mc-cart-restore';

export function showRestoreOverlay(doc: Document): () => void {
  const overlay = doc.createElement('div');
  overlay.setAttribute(RESTORE_OVERLAY_ATTRIBUTE, '');
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('aria-live', 'polite');
  overlay.setAttribute('aria-busy', 'true');
  setStyles(overlay, {
    position: 'fixed',
    inset: '0',
    'z-index': String(DEFAULT_Z_INDEX + 1),
    display: 'flex',
    'flex-direction': 'column',
    'align-items': 'center',
    'justify-content': 'center',
    gap: '16px',
    background: 'rgba(255, 255, 255, 0.95)',
    color: '#1c1e21',
    font: '16px/1.4 system-ui, -apple-system, sans-serif',
    'text-align': 'center',
    padding: '24px',
  });
  const root = overlay.attachShadow({ mode: 'open' });
  const spinner = doc.createElement('div');
  setStyles(spinner, {
    width: `${SPINNER_SIZE_PX}px`,
    height: `${SPINNER_SIZE_PX}px`,
    'box-sizing': 'border-box',
    border: `4px solid ${BRAND_COLOR}33`,
    'border-top-color': BRAND_COLOR,
    'border-radius': '50%',
  });
  spinner.setAttribute('aria-hidden', 'true');
  spinner.animate?.([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], { duration: 800, iterations: Infinity });
  const text = doc.createElement('p');
  setStyles(text, { margin: '0' });
  text.textContent = CART_RESTORING_TEXT;
  root.append(spinner, text);
  (doc.body ?? doc.documentElement).appendChild(overlay);
  const unlock = lockScroll(doc);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    overlay.remove();
    unlock();
  };
}
