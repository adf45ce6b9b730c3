/**
 * The bar across the top or bottom of the page (docs/elements.md#mc-bar): headline and opt-in control, a close
 * button when `allowHide`, the submitted texts and a link to the messenger after the opt-in.
 * It does not block the page and never takes focus; `Escape` inside it closes it when it may hide.
 */
import { css, keyframes } from '../../../../styles/css';

import { dialogName } from '../../a11y/dialog-name';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CloseButton } from '../../card/CloseButton';
import { HostStyle, overlayHost, type HostDeclarations } from '../../card/HostStyle';
import { PHONE_MEDIA } from '../../../../styles/tokens';
import { animated, translucent, zIndex } from '../../card/styles';
import { useOverlayCard } from '../../card/use-card-state';
import type { ResolvedWidget } from '../../../runtime/config';
import type { WidgetViewProps } from '../../WidgetRoot';
import { usePushPage } from './use-push-page';
import { useClassNames } from '../../use-class-names';

/**
 * Where the bar sits (docs/elements.md#mc-bar): at the top or bottom (`barPlacement`); with `stickWithScroll`
 * it stays in view (fixed), otherwise it scrolls with the page: absolute at the page's top, or at
 * the very end of the page for a bottom bar (its element is the last one in <body>).
 */
type BarEdge = 'top' | 'bottom';
type BarPosition = 'fixed' | 'absolute' | 'static';

function barEdge(placement: unknown): BarEdge {
  return placement === 'bottom' ? 'bottom' : 'top';
}

function barPosition(edge: BarEdge, stickWithScroll: boolean): BarPosition {
  if (stickWithScroll) return 'fixed';
  return edge === 'top' ? 'absolute' : 'static';
}

/** A bar in the flow at the end of the page already takes its own room; only the others push. */
function needsPush(position: BarPosition, pushPage: boolean): boolean {
  return pushPage && position !== 'static';
}

const slideFrom = (edge: BarEdge) => keyframes`
  from { translate: 0 ${edge === 'top' ? '-100%' : '100%'}; }
  to { translate: 0 0; }
`;
const fromTop = slideFrom('top');
const fromBottom = slideFrom('bottom');

const bar = css`
  ${translucent};
  position: relative;
  width: 100%;
  min-height: 48px;
  padding: var(--mc-space-2) 48px;
  box-shadow: var(--mc-shadow, var(--mc-shadow-md));
  &[data-placement='bottom'] {
    padding-bottom: max(var(--mc-space-2), env(safe-area-inset-bottom));
  }
  &[data-placement='top'][data-position='fixed'] {
    padding-top: max(var(--mc-space-2), env(safe-area-inset-top));
  }
  @media ${PHONE_MEDIA} {
    padding-inline: var(--mc-space-3) 40px;
  }
`;

/** The element itself is the fixed or absolute box across the page; a static bar stays a block in the flow. */
function hostLayout(position: BarPosition, edge: BarEdge): HostDeclarations {
  if (position === 'static') return {};
  return { position, left: 0, right: 0, [edge]: 0, 'z-index': zIndex };
}

/** A bar the owner did not allow to hide cannot be closed. */
const allowsHiding = (widget: ResolvedWidget | null) => widget?.data.main.allowHide === true;

export function Bar(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, dialog: element, active, close, onKeyDown } = useOverlayCard<HTMLElement>(props, false, allowsHiding);
  const { widget, displayed, submitted, preview, dir, titleId } = state;
  const closable = allowsHiding(widget);
  const main = widget?.data.main;
  const edge = barEdge(main?.barPlacement);
  const position = preview ? 'static' : barPosition(edge, main?.stickWithScroll !== false);
  // Until it is shown, a bar at the end of the page must not take room there.
  const layout: BarPosition = position === 'static' && !displayed && !preview ? 'absolute' : position;
  usePushPage(element, edge, active && needsPush(position, main?.pushPage === true));
  if (!widget) return null;
  const section = cardSection(widget, submitted ? 'submitted' : 'main');
  const palette = cardPalette(widget, section);
  return (
    <>
      <HostStyle root={props.root} declarations={overlayHost(hostLayout(layout, edge), state)} />
      <section
        ref={element}
        part="card bar"
        {...dialogName(section.title, titleId, widget.name)}
        dir={dir}
        data-placement={edge}
        data-position={position}
        className={cx(bar, !displayed && hiddenStyle, active && animated(edge === 'top' ? fromTop : fromBottom, '260ms ease-out'))}
        style={cardStyle(palette)}
        onKeyDown={onKeyDown}
        {...hiddenProps(displayed)}
      >
        {closable && <CloseButton onClose={close} />}
        <CardContent {...state} widget={widget} instanceId={props.instanceId} layout="bar" />
      </section>
    </>
  );
}
