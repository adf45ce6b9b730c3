/**
 * The slide-in (docs/elements.md#mc-slide-in): a card at one of six places by the page's edge. It does not block the
 * page and never takes focus; it is a dialog named by its title and closes on its Close button or
 * on `Escape` while focus is inside it.
 */
import { css, keyframes } from '../../../../styles/css';

import { dialogName } from '../../a11y/dialog-name';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CloseButton } from '../../card/CloseButton';
import { PHONE_MEDIA } from '../../../../styles/tokens';
import { HostStyle, overlayHost, type HostDeclarations } from '../../card/HostStyle';
import { animated, cardSurface, zIndex } from '../../card/styles';
import { useOverlayCard } from '../../card/use-card-state';
import type { WidgetViewProps } from '../../WidgetRoot';
import { slideInPosition, type SlideInPosition } from './slide-in-position';
import { useClassNames } from '../../use-class-names';

const EDGE_PX = 16;

const slideFrom = (offset: string) => keyframes`
  from { opacity: 0; translate: ${offset} 0; }
  to { opacity: 1; translate: 0 0; }
`;
const fromLeft = slideFrom('-32px');
const fromRight = slideFrom('32px');

const rise = keyframes`
  from { translate: 0 100%; }
  to { translate: 0 0; }
`;

/** On a phone the slide-in is a sheet along the bottom edge, clear of the home indicator. */
const card = css`
  ${cardSurface};
  position: relative;
  width: min(var(--mc-card-width, 360px), calc(100vw - ${EDGE_PX * 2}px));
  max-height: calc(100vh - ${EDGE_PX * 2}px);
  overflow-y: auto;
  @media ${PHONE_MEDIA} {
    width: 100%;
    max-height: 85vh;
    border-radius: var(--mc-radius-lg) var(--mc-radius-lg) 0 0;
    padding-bottom: max(var(--mc-space-4), env(safe-area-inset-bottom));
    &[data-entering] {
      @media (prefers-reduced-motion: no-preference) {
        animation: ${rise} var(--mc-duration) var(--mc-ease);
      }
    }
  }
  padding: 40px var(--mc-space-5) var(--mc-space-4);
`;

const inPlace = css`
  margin: 0 auto;
`;

const BOTTOM_SHEET: HostDeclarations = { left: 0, right: 0, top: 'auto', bottom: 0, transform: 'none' };

/** The element itself sits at the placement, so its box is the card's. */
function hostPlacement({ side, height }: SlideInPosition): HostDeclarations {
  return {
    position: 'fixed',
    'z-index': zIndex,
    [side]: `${EDGE_PX}px`,
    ...(height === 'top'
      ? { top: `${EDGE_PX}px` }
      : height === 'bottom'
        ? { bottom: `${EDGE_PX}px` }
        : { top: '50%', transform: 'translateY(-50%)' }),
  };
}

export function SlideIn(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, dialog, close, onKeyDown } = useOverlayCard(props, false);
  const { widget, displayed, submitted, preview, dir, titleId } = state;
  if (!widget) return null;
  const section = cardSection(widget, submitted ? 'submitted' : 'main');
  const palette = cardPalette(widget, section);
  const position = slideInPosition(widget.data.main.slideInPlacement, dir);
  return (
    <>
      <HostStyle root={props.root} declarations={overlayHost(hostPlacement(position), state)} phone={BOTTOM_SHEET} />
      <div
        ref={dialog}
        part="card"
        role="dialog"
        {...dialogName(section.title, titleId, widget.name)}
        dir={dir}
        data-side={position.side}
        data-height={position.height}
        data-entering={displayed && !preview ? '' : undefined}
        className={cx(
          card,
          preview && inPlace,
          !displayed && hiddenStyle,
          displayed && !preview && animated(position.side === 'left' ? fromLeft : fromRight, '260ms ease-out'),
        )}
        style={cardStyle(palette)}
        onKeyDown={onKeyDown}
        {...hiddenProps(displayed)}
      >
        <CloseButton onClose={close} />
        <CardContent {...state} widget={widget} instanceId={props.instanceId} />
      </div>
    </>
  );
}
