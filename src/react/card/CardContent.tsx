/**
 * The content of every card kind (docs/widgets.md#card-content): media where its placement puts it,
 * the title, the description when showDescription, then the opt-in control, or once submitted the
 * submitted texts and a link to the messenger; the Powered-by link last.
 */
import { css } from '../../../styles/css';
import { memo, useRef, type ReactNode } from '../react-once';
import type { ResolvedWidget } from '../../runtime/config';
import { useFocusHandover } from '../a11y/use-focus-handover';
import { OptInControl } from '../opt-in/OptInControl';
import { cardMedia, mediaPlacement } from './card-media';
import { cardPalette } from './card-palette';
import { cardSection } from './card-section';
import { CardDescription } from './CardDescription';
import { CardTitle } from './CardTitle';
import { MediaView } from './MediaView';
import { MessengerCta } from './MessengerCta';
import { PHONE_MEDIA } from '../../../styles/tokens';
import { PoweredBy } from './PoweredBy';
import { useClassNames } from '../use-class-names';

/** `stack`: everything in one centred column; `bar`: the texts beside the control, no media; `sides`: media may sit left or right. */
type CardLayout = 'stack' | 'bar' | 'sides';

export interface CardContentProps {
  widget: ResolvedWidget;
  instanceId: string;
  titleId: string;
  submitted: boolean;
  preview: boolean;
  /** Videos start playing only once the card is shown. */
  displayed: boolean;
  layout?: CardLayout;
  /** The page takeover's media background replaces the card's own media. */
  withMedia?: boolean;
}

const stack = css`
  display: flex;
  flex-direction: column;
  gap: var(--mc-space-3);
  text-align: center;
  & > [part~='opt-in'] {
    margin-top: var(--mc-space-2);
  }
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--mc-space-2) var(--mc-space-4);
  text-align: center;
  & [part~='title'] {
    font-size: var(--mc-text-lg);
  }
  /* A phone's bar stays low (at most 12 % of the screen): the texts and the control side by side, one alignment. */
  @media ${PHONE_MEDIA} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: var(--mc-space-1) var(--mc-space-3);
    text-align: start;
    & [part~='title'] {
      font-size: 16px;
    }
    & [part~='description'] {
      font-size: var(--mc-text-sm);
      line-height: 1.35;
    }
    & [part~='fallback-button'],
    & [part~='cta'],
    & [part~='submit-button'] {
      min-height: 40px;
      padding: 8px 14px;
      gap: 6px;
      font-size: 14px;
    }
    & > [part~='powered-by'] {
      grid-column: 1 / -1;
      justify-self: start;
      margin-top: 0;
      font-size: 10px;
    }
  }
`;

/** The submitted card opens with a check mark in the call to action's colours. */
const successMark = css`
  display: flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
`;

const texts = css`
  display: flex;
  flex-direction: column;
  gap: var(--mc-space-1);
  min-width: 0;
`;

/** Shown to the owner only: a colour pair they set that visitors may not be able to read. */
const warning = css`
  margin: 0;
  padding: var(--mc-space-2) var(--mc-space-3);
  border-radius: var(--mc-radius-sm);
  background: #fff4d6;
  color: var(--mc-ink);
  font-size: var(--mc-text-sm);
  line-height: var(--mc-leading);
  text-align: start;
`;

const row = css`
  display: flex;
  align-items: center;
  gap: var(--mc-space-5);
  & > [data-media-side] {
    flex: 0 0 40%;
  }
  & > [data-column] {
    flex: 1 1 auto;
    min-width: 0;
  }
  @media ${PHONE_MEDIA} {
    flex-direction: column;
    & > [data-media-side] {
      flex-basis: auto;
    }
  }
`;

const optIn = css`
  display: flex;
  justify-content: center;
  min-width: 0;
`;

/** After the opt-in, focus that was on the control goes to the messenger link, else to the title. */
function submittedFocusTarget(titleId: string) {
  return (root: Document | ShadowRoot) => root.querySelector<HTMLElement>('[part~="cta"]') ?? root.getElementById(titleId);
}

/** Whether the card being shown changes what its content draws: a video starts only once its card is shown. */
function startsWhenShown({ widget, submitted }: CardContentProps): boolean {
  return cardSection(widget, submitted ? 'submitted' : 'main').mediaType === 'video';
}

/**
 * The same content: every input the same, `displayed` included where it changes what is drawn. Each caller passes the
 * same props on every render, so the props `after` holds are the ones to compare.
 */
export function sameContent(before: CardContentProps, after: CardContentProps): boolean {
  for (const key in after)
    if (before[key as 'widget'] !== after[key as 'widget'] && (key !== 'displayed' || startsWhenShown(after))) return false;
  return true;
}

/**
 * Drawn again only when one of its inputs changes. A card drawn shown from its first render (use-card-state.ts,
 * `useInFlowCard`) is not drawn again as it opens, and an overlay whose media is not a video keeps every input: only
 * its frame renders again as it opens. An overlay with a video draws its content again then, and the video starts.
 */
export const CardContent = memo(function CardContent({
  widget,
  instanceId,
  titleId,
  submitted,
  preview,
  displayed,
  layout = 'stack',
  withMedia = true,
}: CardContentProps) {
  const cx = useClassNames();
  const anchor = useRef<HTMLDivElement>(null);
  useFocusHandover(anchor, submitted && !preview, submittedFocusTarget(titleId));
  const name = submitted ? 'submitted' : 'main';
  const section = cardSection(widget, name);
  const palette = cardPalette(widget, section);
  const media = withMedia && layout !== 'bar' ? cardMedia(section) : null;
  // A video starts only when the visitor sees it (or the owner looks at the preview).
  const shownMedia = media && (media.kind === 'image' || displayed || preview) ? media : null;
  const placement = mediaPlacement(section, layout === 'sides');
  const mediaAt = (code: string): ReactNode =>
    shownMedia && placement === code ? <MediaView media={shownMedia} title={section.title} /> : null;
  const common = { widgetId: widget.widgetId, section: name, preview } as const;

  const title = <CardTitle id={titleId} text={section.title} color={palette.title} {...common} />;
  const description = section.showDescription ? <CardDescription html={section.desc} color={palette.description} {...common} /> : null;
  const action = !submitted ? (
    <div part="opt-in" className={cx(optIn)}>
      <OptInControl widget={widget} instanceId={instanceId} preview={preview} />
    </div>
  ) : widget.channel !== 'sms' ? (
    <div className={cx(optIn)}>
      <MessengerCta
        widget={widget}
        instanceId={instanceId}
        preview={preview}
        background={palette.cta.background}
        color={palette.cta.text}
      />
    </div>
  ) : null;

  const warnings =
    preview && palette.warnings.length > 0 ? (
      <p part="contrast-warning" role="note" className={cx(warning)}>
        Hard to read for visitors: {palette.warnings.join('; ')}. Change one colour of each pair.
      </p>
    ) : null;
  const poweredBy = <PoweredBy widgetType={widget.widgetType} color={palette.description} sms={widget.channel === 'sms'} />;

  if (layout === 'bar') {
    return (
      <div ref={anchor} className={cx(bar)}>
        <div className={cx(texts)}>
          {title}
          {description}
        </div>
        {action}
        {poweredBy}
        {warnings}
      </div>
    );
  }

  const column = (
    <div ref={anchor} className={cx(stack)} data-column="">
      {submitted && (
        <span
          part="success-mark"
          className={cx(successMark)}
          style={{ background: palette.cta.background, color: palette.cta.text }}
          aria-hidden="true"
        >
          <svg width="22" height="22" viewBox="0 0 16 16" focusable="false">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      )}
      {mediaAt('ah')}
      {title}
      {mediaAt('ad')}
      {description}
      {mediaAt('bd')}
      {action}
      {poweredBy}
      {warnings}
    </div>
  );
  if (shownMedia && (placement === 'cl' || placement === 'cr')) {
    const side = (
      <div data-media-side="" data-placement={placement}>
        <MediaView media={shownMedia} title={section.title} />
      </div>
    );
    return (
      <div className={cx(row)}>
        {placement === 'cl' && side}
        {column}
        {placement === 'cr' && side}
      </div>
    );
  }
  return column;
}, sameContent);
