/**
 * The inline card an owner places in the page (docs/elements.md#mc-box): sized by `fitContainer` or
 * `main.width` (at least 280 px, 350 px by default), no close control, and a loader until the
 * opt-in control has rendered for the first time (drawn shown at once where that control draws at once).
 */
import { css } from '../../../../styles/css';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CardLoader } from '../../card/CardLoader';
import { animated, fadeIn, inFlowSurface } from '../../card/styles';
import { useInFlowCard } from '../../card/use-card-state';
import type { WidgetViewProps } from '../../WidgetRoot';
import { boxWidth } from './box-width';
import { useClassNames } from '../../use-class-names';

// An inline block: the text decoration of a host ancestor (`* { text-decoration: ... !important }`)
// propagates into every in-flow block descendant, shadow tree included, but not into atomic inlines.
const frame = css`
  display: inline-block;
  vertical-align: top;
  position: relative;
  max-width: 100%;
`;

const card = css`
  ${inFlowSurface};
  box-shadow: var(--mc-shadow, var(--mc-shadow-md));
  padding: var(--mc-space-5) var(--mc-space-5) var(--mc-space-4);
`;

/** Until it is shown, the card lays out (its plugin needs a size to render) without taking room. */
const offstage = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

export function Box(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, awaitsOptIn, shown, fadesIn } = useInFlowCard(props);
  const { widget, submitted, dir } = state;
  if (!widget) return null;
  const main = widget.data.main;
  const palette = cardPalette(widget, cardSection(widget, submitted ? 'submitted' : 'main'));
  const { width, minWidth } = boxWidth(main.fitContainer, main.width);
  return (
    <div part="frame" className={cx(frame)} style={{ width, minWidth }} data-fit={main.fitContainer ? '' : undefined}>
      {awaitsOptIn && !submitted && <CardLoader />}
      <div
        part="card"
        dir={dir}
        className={cx(card, !shown && [hiddenStyle, offstage], fadesIn && animated(fadeIn, '200ms ease-out'))}
        style={cardStyle(palette)}
        {...hiddenProps(shown)}
      >
        <CardContent {...state} widget={widget} instanceId={props.instanceId} />
      </div>
    </div>
  );
}
