/**
 * One channel of the panel. Messenger, WhatsApp and e-mail are links (the first two in a new tab);
 * SMS is a button that starts the SMS opt-in flow. Each logs a `click` with its channel type.
 */
import type { MouseEvent } from 'react';
import { LAUNCHER_CHANNEL_LABELS } from '../../../runtime/constants';
import type { ChannelEntry } from './channel-links';
import { Icon } from './icons';
import { channel } from './styles';
import { useClassNames } from '../../use-class-names';

interface ChannelButtonProps {
  entry: ChannelEntry;
  /** Called on use; a preview passes the event to cancel the link. */
  onUse: (entry: ChannelEntry, event: MouseEvent) => void;
}

export function ChannelButton({ entry, onUse }: ChannelButtonProps) {
  const cx = useClassNames();
  const label = LAUNCHER_CHANNEL_LABELS[entry.type];
  const content = (
    <>
      <Icon name={entry.type} />
      <span>{label}</span>
    </>
  );
  const { target } = entry;
  if (target.kind === 'sms') {
    return (
      <button
        type="button"
        part="channel"
        data-channel={entry.type}
        className={cx(channel(entry.type))}
        onClick={(event) => onUse(entry, event)}
      >
        {content}
      </button>
    );
  }
  return (
    <a
      part="channel"
      data-channel={entry.type}
      className={cx(channel(entry.type))}
      href={target.href}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => onUse(entry, event)}
    >
      {content}
    </a>
  );
}
