/** The round launcher button: opens and closes the panel, and shows the channel icons while they cycle. */
import { forwardRef } from '../../react-once';
import { LAUNCHER_BUBBLE_LABEL } from '../../../runtime/constants';
import type { ChannelType } from './channels';
import { Icon } from './icons';
import { bubble } from './styles';
import { useClassNames } from '../../use-class-names';

interface BubbleProps {
  open: boolean;
  icon: ChannelType | null;
  color: string;
  panelId: string;
  onToggle: () => void;
}

export const Bubble = forwardRef<HTMLButtonElement, BubbleProps>(function Bubble({ open, icon, color, panelId, onToggle }, ref) {
  const cx = useClassNames();
  const shown = open ? 'close' : (icon ?? 'chat');
  return (
    <button
      ref={ref}
      type="button"
      part="bubble"
      className={cx(bubble)}
      style={{ background: color }}
      aria-label={LAUNCHER_BUBBLE_LABEL}
      aria-expanded={open}
      aria-controls={panelId}
      data-icon={shown}
      onClick={onToggle}
    >
      <Icon name={shown} size={open ? 26 : 30} />
    </button>
  );
});
