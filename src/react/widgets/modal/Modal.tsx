/**
 * The modal pop-up (docs/elements.md#mc-modal): a card over the page dimmed at `main.opacity` percent (default 50).
 * A click on the dimmed page itself, not on the card, closes it as the visitor's own close.
 * A blocking dialog: it takes focus, keeps it and gives it back (docs/elements.md#mc-modal).
 */
import { css, keyframes } from '../../../../styles/css';
import type { MouseEvent } from 'react';
import { DEFAULT_OVERLAY_OPACITY } from '../../../runtime/constants';
import { modalDialogProps } from '../../a11y/dialog-name';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CloseButton } from '../../card/CloseButton';
import { COVERS_VIEWPORT, HostStyle, overlayHost } from '../../card/HostStyle';
import { PHONE_MEDIA } from '../../../../styles/tokens';
import { animated, cardSurface, fadeIn } from '../../card/styles';
import { useOverlayCard } from '../../card/use-card-state';
import type { WidgetViewProps } from '../../WidgetRoot';
import { useClassNames } from '../../use-class-names';

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: max(var(--mc-space-4), env(safe-area-inset-top)) max(var(--mc-space-4), env(safe-area-inset-right))
    max(var(--mc-space-4), env(safe-area-inset-bottom)) max(var(--mc-space-4), env(safe-area-inset-left));
  overflow-y: auto;
`;

const inPlace = css`
  position: relative;
  display: flex;
  justify-content: center;
  padding: 16px;
`;

const card = css`
  ${cardSurface};
  width: 100%;
  max-width: var(--mc-card-width, 480px);
  max-height: 100%;
  margin: auto;
  padding: 44px var(--mc-space-6) var(--mc-space-5);
  @media ${PHONE_MEDIA} {
    padding: 44px var(--mc-space-5) var(--mc-space-4);
  }
  overflow-y: auto;
  &:focus {
    outline: none;
  }
`;

/** `main.opacity` (0–100) as the dimming's alpha; anything unreadable falls back to the default 50 %. */
function dimAlpha(opacity: unknown): number {
  const value = typeof opacity === 'number' && Number.isFinite(opacity) ? opacity : DEFAULT_OVERLAY_OPACITY;
  return Math.min(100, Math.max(0, value)) / 100;
}

export function Modal(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, dialog, active, close } = useOverlayCard(props, true);
  const { widget, displayed, submitted, preview, dir, titleId } = state;
  if (!widget) return null;
  const section = cardSection(widget, submitted ? 'submitted' : 'main');
  const palette = cardPalette(widget, section);
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <HostStyle root={props.root} declarations={overlayHost(COVERS_VIEWPORT, state)} />
      <div
        part="overlay"
        className={cx(preview ? inPlace : overlay, !displayed && hiddenStyle, displayed && !preview && animated(fadeIn, '200ms ease-out'))}
        style={preview ? undefined : { background: `rgba(0, 0, 0, ${dimAlpha(widget.data.main.opacity)})` }}
        onClick={onOverlayClick}
        {...hiddenProps(displayed)}
      >
        <div
          ref={dialog}
          part="card"
          {...modalDialogProps(active, section.title, titleId, widget.name)}
          dir={dir}
          className={cx(card, displayed && animated(rise, '240ms ease-out'))}
          style={cardStyle(palette)}
        >
          <CloseButton onClose={close} />
          <CardContent {...state} widget={widget} instanceId={props.instanceId} />
        </div>
      </div>
    </>
  );
}
