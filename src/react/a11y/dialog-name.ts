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
