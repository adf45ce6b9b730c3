/**
 * A blocking dialog takes focus when it opens, keeps Tab and Shift+Tab inside it and gives focus
 * back to what had it before when it closes (docs/elements.md#the-kinds).
 *
 * Not `<dialog>.showModal()`: the top layer would put the widget above a host overlay at any
 * z-index (a consent wall must stay above it until the owner raises `--mc-z-index`, docs/elements.md),
 * and `inert` on the rest of the page would lock that wall as well as change the host's DOM. The
 * dialog's controls are all ours, in one shadow root, so a few lines replace a general library:
 * the dialog itself takes focus first (its name is read first), Tab and Shift+Tab wrap at its
 * ends, and focus that lands outside it while it is open (a script, a click on the page) comes back.
 */
import { useEffect, type RefObject } from '../react-once';

/** What can take focus by Tab in our views; `tabIndex` then rules out `-1`, and the filter below what is disabled or not shown. */
const FOCUSABLE = 'a[href],button,input,select,textarea,iframe,[tabindex],[contenteditable="true"]';

function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  return element.getClientRects().length > 0;
}

/** A radio button Tab stops at: the checked one of its group, or the group's first when none is. */
function isRadioStop(radio: HTMLInputElement, dialog: HTMLElement): boolean {
  if (!radio.name) return true;
  const group = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((other) => other.name === radio.name);
  return radio.checked || (!group.some((other) => other.checked) && group[0] === radio);
}

/** The dialog's Tab stops, in document order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      isShown(element) &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !isRadioStop(element, dialog)),
  );
}

/** The focused element, looking into shadow roots. */
function deepActiveElement(doc: Document): Element | null {
  let element = doc.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** The open blocking dialogs, newest last: only the newest holds focus; closing it hands back to the one below. */
const openDialogs: HTMLElement[] = [];

export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return undefined;
    const doc = dialog.ownerDocument;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const returnTo = deepActiveElement(doc);
    const holdsFocus = () => openDialogs[openDialogs.length - 1] === dialog;
    openDialogs.push(dialog);
    // Once the frame that shows the dialog is painted: focusing asks for the styles of everything just drawn,
    // and its focus events and focus ring would otherwise lengthen the task that draws it or the frame
    // before its first paint.
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const taking = requestAnimationFrame(() => {
      waiting = setTimeout(() => {
        if (holdsFocus() && !dialog.contains(root.activeElement)) dialog.focus({ preventScroll: true });
      });
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !holdsFocus()) return;
      const stops = tabStops(dialog);
      const current = root.activeElement;
      const outside = !current || !dialog.contains(current);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus({ preventScroll: true });
      } else if (event.shiftKey ? outside || current === first || current === dialog : outside || current === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus({ preventScroll: true });
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (holdsFocus() && !(target instanceof Node && dialog.contains(target))) dialog.focus({ preventScroll: true });
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn, true);

    return () => {
      cancelAnimationFrame(taking);
      clearTimeout(waiting);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn, true);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      // Back to where focus was, unless the visitor has moved on to something else since.
      const now = deepActiveElement(doc);
      const leftBehind = !now || now === doc.body || dialog.contains(now);
      if (leftBehind && returnTo instanceof HTMLElement && returnTo.isConnected) {
        try {
          returnTo.focus({ preventScroll: true });
        } catch {
          // Focus return is a courtesy; the page must not see an error for it.
        }
      }
    };
  }, [dialogRef, active]);
}
