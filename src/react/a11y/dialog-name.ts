/**
 * The accessible name of a dialog: its title when it has one, else the widget's name (docs/elements.md#the-kinds
 * asks every dialog for a name, and owners may leave the title empty).
 */
import { DIALOG_FALLBACK_LABEL } from '../../runtime/constants';

type DialogNameProps = { 'aria-labelledby': string } | { 'aria-label': string };

export function dialogName(title: string, titleId: string, widgetName: string): DialogNameProps {
  if (title.trim()) return { 'aria-labelledby': titleId };
  return { 'aria-label': widgetName.trim() || DIALOG_FALLBACK_LABEL };
}

/** A blocking overlay's dialog (modal, page takeover): modal while open on a visitor's page, named, and focusable for the focus trap. */
export function modalDialogProps(active: boolean, title: string, titleId: string, widgetName: string) {
  return { role: 'dialog', 'aria-modal': active ? true : undefined, ...dialogName(title, titleId, widgetName), tabIndex: -1 } as const;
}
