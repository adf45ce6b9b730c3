/**
 * The panel the bubble opens (docs/elements.md#mc-omnichat): the owner's greeting (its text is sanitised HTML), one
 * button per usable channel and, when SMS is offered, the SMS legal note. On mobile it has a
 * close control named `Close`; on desktop the bubble closes it.
 */
import { CloseButton } from '../../card/CloseButton';
import { useEffect, useRef, type MouseEvent } from '../../react-once';
import { DEFAULT_GREETING_HEADLINE, DEFAULT_GREETING_TEXT, DEFAULT_TEXT_COLOR, LAUNCHER_SMS_LEGAL_NOTE } from '../../../runtime/constants';
import { BRAND_COLOR } from '../../../../styles/palette';
import { AA_BODY, AA_LARGE } from '../../../../styles/contrast';
import { entry, settle } from '../../card/card-palette';
import type { ResolvedWidget } from '../../../runtime/config';
import { useOwnerHtml } from '../../sanitize';
import type { ChannelEntry } from './channel-links';
import { ChannelButton } from './ChannelButton';
import { SmsCode } from '../../sms/SmsCode';
import { useInstance } from '../../use-store';
import * as styles from './styles';
import { useClassNames } from '../../use-class-names';

interface PanelProps {
  id: string;
  instanceId: string;
  widget: ResolvedWidget;
  entries: readonly ChannelEntry[];
  open: boolean;
  mobile: boolean;
  onClose: () => void;
  onUse: (entry: ChannelEntry, event: MouseEvent) => void;
}

/** The panel's texts legible on its background, as the cards' are (see card-palette.ts). */
function panelColors(colors: ResolvedWidget['data']['appearance']['colors']) {
  const background = entry(colors.background, BRAND_COLOR);
  const texts = { greetingText: entry(colors.greetingText, DEFAULT_TEXT_COLOR), legalText: entry(colors.legalText, DEFAULT_TEXT_COLOR) };
  const headline = entry(colors.greetingHeadline, DEFAULT_TEXT_COLOR);
  const ignored: string[] = [];
  settle('text', texts.greetingText, background, AA_BODY, 1, ignored);
  settle('legal', texts.legalText, background, AA_BODY, 1, ignored);
  settle('headline', headline, background, AA_LARGE, 1, ignored);
  return {
    background: background.color,
    greetingHeadline: headline.color,
    greetingText: texts.greetingText.color,
    legalText: texts.legalText.color,
  };
}

export function Panel({ id, instanceId, widget, entries, open, mobile, onClose, onUse }: PanelProps) {
  const cx = useClassNames();
  const { appearance } = widget.data;
  const colors = panelColors(appearance.colors);
  const headlineId = `${id}-headline`;
  // An emptied field reads as unset: the panel always greets.
  const headline = appearance.greeting_headline.trim() || DEFAULT_GREETING_HEADLINE;
  const text = appearance.greeting_text.trim() || DEFAULT_GREETING_TEXT;
  // Nodes, not an HTML string: a page that requires Trusted Types refuses strings (see sanitize.ts).
  const greetingHtml = useOwnerHtml(text);
  const showingCode = useInstance(instanceId, ({ smsForm }) => smsForm?.smsCode !== undefined);
  // After Done the channels are back: focus returns to the SMS channel it came from.
  const channels = useRef<HTMLUListElement>(null);
  const wasShowingRef = useRef(showingCode);
  useEffect(() => {
    if (wasShowingRef.current && !showingCode)
      channels.current?.querySelector<HTMLElement>('[data-channel="sms"]')?.focus({ preventScroll: true });
    wasShowingRef.current = showingCode;
  }, [showingCode]);
  return (
    <div
      id={id}
      part="panel"
      role="dialog"
      aria-labelledby={headlineId}
      hidden={!open}
      className={cx(styles.panel(mobile))}
      style={{ background: colors.background }}
    >
      {mobile && <CloseButton onClose={onClose} color={colors.greetingHeadline} />}
      <div part="greeting" className={cx(styles.greeting)}>
        <h2 id={headlineId} part="greeting-headline" className={cx(styles.headline)} style={{ color: colors.greetingHeadline }}>
          {headline}
        </h2>
        <div part="greeting-text" className={cx(styles.greetingText)} style={{ color: colors.greetingText }} ref={greetingHtml} />
      </div>
      {/* On a desktop the SMS channel shows the text to send from a phone, with its QR code, in the channels' place until Done. */}
      {showingCode ? (
        <SmsCode instanceId={instanceId} />
      ) : (
        <ul ref={channels} part="channels" className={cx(styles.channelList)}>
          {entries.map((entry) => (
            <li key={entry.type}>
              <ChannelButton entry={entry} onUse={onUse} />
            </li>
          ))}
        </ul>
      )}
      {entries.some((entry) => entry.type === 'sms') && (
        <p part="legal" className={cx(styles.legal)} style={{ color: colors.legalText }}>
          {LAUNCHER_SMS_LEGAL_NOTE}
        </p>
      )}
    </div>
  );
}
