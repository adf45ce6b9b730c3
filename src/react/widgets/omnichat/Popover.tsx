/** The message above the bubble (docs/elements.md#mc-omnichat): a click on it toggles the panel; its close icon dismisses it. */
import type { MouseEvent } from 'react';
import { LAUNCHER_POPOVER_CLOSE_LABEL } from '../../../runtime/constants';
import { Icon } from './icons';
import { popover, popoverClose, popoverMark, popoverText } from './styles';
import { useClassNames } from '../../use-class-names';

interface PopoverProps {
  text: string;
  onToggle: () => void;
  onDismiss: () => void;
}

export function Popover({ text, onToggle, onDismiss }: PopoverProps) {
  const cx = useClassNames();
  const dismiss = (event: MouseEvent) => {
    // The dismissal is not a click on the popover itself, which would open the panel.
    event.stopPropagation();
    onDismiss();
  };
  return (
    <div part="popover" className={cx(popover)} onClick={onToggle}>
      <button type="button" part="popover-text" className={cx(popoverText)}>
        <span className={cx(popoverMark)}>
          <Icon name="chat" size={16} />
        </span>
        {text}
      </button>
      <button type="button" part="popover-close" className={cx(popoverClose)} aria-label={LAUNCHER_POPOVER_CLOSE_LABEL} onClick={dismiss}>
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
