/**
 * The full-page overlay (docs/elements.md#mc-page-takeover). Template `simple`: the card over the page in its background
 * colour, with media above, beside (`cl`/`cr`) or below the texts. Template `mediaBackground`: a
 * video, gif or image fills the page behind the texts, optionally under a colour overlay.
 * A blocking dialog: it takes focus, keeps it and gives it back (docs/elements.md#mc-modal).
 */
import { css } from '../../../../styles/css';

import { modalDialogProps } from '../../a11y/dialog-name';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, cardStyle } from '../../card/card-palette';
import { cardSection } from '../../card/card-section';
import { CardContent } from '../../card/CardContent';
import { CloseButton } from '../../card/CloseButton';
import { COVERS_VIEWPORT, HostStyle, overlayHost } from '../../card/HostStyle';
import { PHONE_MEDIA } from '../../../../styles/tokens';
import { animated, fadeIn, translucent } from '../../card/styles';
import { useOverlayCard } from '../../card/use-card-state';
import type { WidgetViewProps } from '../../WidgetRoot';
import { TakeoverBackdrop } from './TakeoverBackdrop';
import { takeoverBackground, takeoverOverlayColor } from './takeover-background';
import { useClassNames } from '../../use-class-names';

const frame = css`
  ${translucent};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow-y: auto;
  padding: max(48px, env(safe-area-inset-top)) max(var(--mc-space-5), env(safe-area-inset-right)) max(48px, env(safe-area-inset-bottom))
    max(var(--mc-space-5), env(safe-area-inset-left));
  @media ${PHONE_MEDIA} {
    padding-inline: var(--mc-space-4);
  }
  &:focus {
    outline: none;
  }
`;

const fullPage = css`
  position: absolute;
  inset: 0;
`;

const inPlace = css`
  position: relative;
  min-height: 480px;
`;

const content = css`
  position: relative;
  width: 100%;
  max-width: var(--mc-card-width, 720px);
  margin: auto;
  /* A whole page: the type scale's largest title, a larger body. */
  & [part~='title'] {
    font-size: var(--mc-text-2xl);
  }
  & [part~='description'] {
    font-size: var(--mc-text-lg);
  }
`;

export function PageTakeover(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, dialog, active, close } = useOverlayCard(props, true);
  const { widget, displayed, submitted, preview, dir, titleId } = state;
  if (!widget) return null;
  const main = widget.data.main;
  const section = cardSection(widget, submitted ? 'submitted' : 'main');
  const palette = cardPalette(widget, section);
  const mediaBackground = main.pageTemplate === 'mediaBackground';
  return (
    <>
      <HostStyle root={props.root} declarations={overlayHost(COVERS_VIEWPORT, state)} />
      <div
        ref={dialog}
        part="takeover"
        {...modalDialogProps(active, section.title, titleId, widget.name)}
        dir={dir}
        data-template={mediaBackground ? 'mediaBackground' : 'simple'}
        className={cx(
          frame,
          preview ? inPlace : fullPage,
          !displayed && hiddenStyle,
          displayed && !preview && animated(fadeIn, '240ms ease-out'),
        )}
        style={cardStyle(palette)}
        {...hiddenProps(displayed)}
      >
        {mediaBackground && (
          <TakeoverBackdrop
            background={takeoverBackground(main)}
            overlayColor={takeoverOverlayColor(main)}
            playing={displayed || preview}
          />
        )}
        <CloseButton onClose={close} />
        <div part="card" className={cx(content)}>
          <CardContent
            {...state}
            widget={widget}
            instanceId={props.instanceId}
            layout={mediaBackground ? 'stack' : 'sides'}
            withMedia={!mediaBackground}
          />
        </div>
      </div>
    </>
  );
}
