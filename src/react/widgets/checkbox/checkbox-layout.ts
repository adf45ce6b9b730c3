/**
 * How the standalone checkbox sits in the owner's page (docs/elements.md#mc-checkbox): the plugin's size and skin
 * (its own attribute values, plugin-attributes.ts), centred or not, and checkboxPosition: `bottom`
 * puts it on a line of its own under what precedes it, `side` keeps it in the line, beside the
 * owner's own content (a form's button, say).
 */
import type { ViewData } from '../../../runtime/config';
import { checkboxSize, checkboxSkin } from '../../messenger/plugin-attributes';

type CheckboxPosition = 'bottom' | 'side';

export interface CheckboxLayout {
  size: string;
  skin: 'light' | 'dark';
  centered: boolean;
  position: CheckboxPosition;
}

export function checkboxLayout(main: Pick<ViewData['main'], 'buttonSize' | 'skin' | 'centered' | 'checkboxPosition'>): CheckboxLayout {
  return {
    size: checkboxSize(main.buttonSize),
    skin: checkboxSkin(main.skin),
    centered: main.centered === true,
    position: main.checkboxPosition === 'side' ? 'side' : 'bottom',
  };
}
