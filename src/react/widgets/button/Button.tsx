/**
 * The inline opt-in button an owner places in the page (docs/elements.md#mc-button): only the opt-in control, at
 * the configured size; after the opt-in a "Success!" label and a link to the messenger.
 */
import { css } from '../../../../styles/css';
import { useRef } from '../../react-once';
import { BUTTON_SUCCESS_TEXT } from '../../../runtime/constants';
import { useFocusHandover } from '../../a11y/use-focus-handover';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { cardPalette, controlColors } from '../../card/card-palette';
import { MessengerCta } from '../../card/MessengerCta';
import { useInFlowCard } from '../../card/use-card-state';
import { OptInControl } from '../../opt-in/OptInControl';
import type { WidgetViewProps } from '../../WidgetRoot';
import { BUTTON_METRICS, buttonSize } from './button-size';
import { useClassNames } from '../../use-class-names';

const PAGE_COLOR = '#ffffff';

const frame = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  font-size: var(--mc-button-font-size);
`;

/** A badge of its own colours: it must read on whatever page the owner placed the button in. */
const success = css`
  display: inline-flex;
  align-items: center;
  gap: var(--mc-space-2);
  min-height: var(--mc-button-height, 44px);
  padding: 0 var(--mc-space-4);
  border-radius: var(--mc-radius-pill);
  background: var(--mc-success-color, var(--mc-success));
  color: #ffffff;
  font-weight: 700;
`;

/** After the opt-in, focus that was on the control goes to the messenger link, else to the label. */
const submittedFocusTarget = (root: Document | ShadowRoot) =>
  root.querySelector<HTMLElement>('[part~="cta"]') ?? root.querySelector<HTMLElement>('[part~="success"]');

export function Button(props: WidgetViewProps) {
  const cx = useClassNames();
  const { state, shown } = useInFlowCard(props);
  const { widget, submitted, preview, dir } = state;
  const frameRef = useRef<HTMLDivElement>(null);
  useFocusHandover(frameRef, submitted && !preview, submittedFocusTarget);
  if (!widget) return null;
  const size = buttonSize(widget.data.main.buttonSize);
  const metrics = BUTTON_METRICS[size];
  // The button sits on the owner's page, taken as white: its colours are chosen against that.
  const palette = cardPalette(widget, widget.data.main, PAGE_COLOR);
  const sizing = {
    ...controlColors(palette),
    '--mc-button-font-size': `${metrics.fontSize}px`,
    '--mc-button-height': `${metrics.height}px`,
  } as Record<string, string>;
  return (
    <div
      ref={frameRef}
      part="frame"
      dir={dir}
      data-size={size}
      className={cx(frame, !shown && hiddenStyle)}
      style={sizing}
      {...hiddenProps(shown)}
    >
      {submitted ? (
        <>
          <span part="success" role="status" className={cx(success)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M3 8.5l3.2 3L13 4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {BUTTON_SUCCESS_TEXT}
          </span>
          {widget.channel !== 'sms' && (
            <MessengerCta
              widget={widget}
              instanceId={props.instanceId}
              preview={preview}
              background={palette.button.background}
              color={palette.button.text}
            />
          )}
        </>
      ) : (
        <div part="opt-in">
          <OptInControl widget={widget} instanceId={props.instanceId} preview={preview} />
        </div>
      )}
    </div>
  );
}
