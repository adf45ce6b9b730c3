/**
 * The landing widget (docs/elements.md#mc-landing, docs/page-api.md#elements-attributes-and-events `#mcwidget-landing`): a whole-page
 * widget. Its element
 * fills the viewport (or more, as its content needs) with the card centred in it.
 */
import { css } from '../../../../styles/css';
import { dialogName } from '../../a11y/dialog-name';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CardLoader } from '../../card/CardLoader';
import { animated, cardSurface, fadeIn } from '../../card/styles';
import { useInFlowCard } from '../../card/use-card-state';
import type { WidgetViewProps } from '../../WidgetRoot';
import { useClassNames } from '../../use-class-names';

const page = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 100vh;
  padding: 32px 16px;
  background: var(--mc-landing-background, transparent);
`;

const card = css`
  ${cardSurface};
  width: 100%;
  max-width: var(--mc-card-width, 520px);
  padding: var(--mc-space-6) var(--mc-space-5) var(--mc-space-4);
`;

const loader = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function Landing(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, awaitsOptIn, shown, fadesIn } = useInFlowCard(props);
  const { widget, submitted, dir, titleId } = state;
  if (!widget) return null;
  const section = cardSection(widget, submitted ? 'submitted' : 'main');
  const palette = cardPalette(widget, section);
  return (
    <div part="page" className={cx(page)}>
      {awaitsOptIn && !submitted && (
        <div className={cx(loader)}>
          <CardLoader />
        </div>
      )}
      <section
        part="card"
        {...dialogName(section.title, titleId, widget.name)}
        dir={dir}
        className={cx(card, !shown && hiddenStyle, fadesIn && animated(fadeIn, '200ms ease-out'))}
        style={cardStyle(palette)}
        {...hiddenProps(shown)}
      >
        <CardContent {...state} widget={widget} instanceId={props.instanceId} />
      </section>
    </div>
  );
}
