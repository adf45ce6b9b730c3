/**
 * When the opt-in control that had focus gives way to the submitted content, focus moves to what
 * replaced it instead of dropping to the page's start (or, in a blocking dialog, out of the dialog
 * behind it). Nothing moves when focus was elsewhere: a submit the opt-in poll noticed later must
 * not pull the visitor away from what they are doing.
 */
import { useLayoutEffect, useRef, type RefObject } from '../react-once';

const OPT_IN = '[part~="opt-in"]';

/**
 * `anchor`: any element of the card that stays across the submit (its root node is watched).
 * `target`: where focus goes, looked up in that root once the submitted content is in place.
 */
export function useFocusHandover(
  anchor: RefObject<HTMLElement | null>,
  submitted: boolean,
  target: (root: Document | ShadowRoot) => HTMLElement | null,
): void {
  const hadFocusRef = useRef(false);
  const targetRef = useRef(target);
  targetRef.current = target;

  // Listening from the commit that mounts the card (a layout effect, not a passive one a busy page
  // runs later): a visitor who reaches the control at once still hands focus over.
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return undefined;
    hadFocusRef.current = root.activeElement?.closest(OPT_IN) != null;
    const onFocusIn = (event: Event) => {
      hadFocusRef.current = event.target instanceof Element && event.target.closest(OPT_IN) !== null;
    };
    const onFocusOut = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Node) {
        if (!root.contains(next)) hadFocusRef.current = false;
        return;
      }
      // Chromium reports the removal of the focused control as focus leaving for nowhere; only a
      // control still in the page has really lost focus.
      const left = event.target;
      queueMicrotask(() => {
        if (left instanceof Node && left.isConnected) hadFocusRef.current = false;
      });
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor]);

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!submitted || !hadFocusRef.current || !(root instanceof ShadowRoot || root instanceof Document)) return;
    hadFocusRef.current = false;
    const next = targetRef.current(root);
    if (!next) return;
    // A heading is not focusable by itself; -1 lets it take focus without joining the tab order.
    if (!next.hasAttribute('tabindex') && next.tabIndex < 0) next.setAttribute('tabindex', '-1');
    next.focus({ preventScroll: true });
  }, [anchor, submitted]);
}
