/**
 * The inline opt-in button an owner places in the page (spec 1 §2): only the opt-in control, at
 * the configured size; after the opt-in a "Success!" label and a link to the messenger.
 */
import { css } from '@emotion/react';
import { useRef } from 'react';
import { BUTTON_SUCCESS_TEXT } from '../../../runtime/constants';
import { useFocusHandover } from '../../a11y/use-focus-handover';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { MessengerCta } from '../../card/MessengerCta';
import { useCardState } from '../../card/use-card-state';
import { OptInControl } from '../../opt-in/OptInControl';
import type { WidgetViewProps } from '../../WidgetRoot';
import { BUTTON_METRICS, buttonSize } from './button-size';

const frame = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  font-size: var(--mc-button-font-size);
`;

const success = css`
  font-weight: 700;
  color: var(--mc-success-color, #12ce66);
`;

/** After the opt-in, focus that was on the control goes to the messenger link, else to the label. */
const submittedFocusTarget = (root: Document | ShadowRoot) => root.querySelector<HTMLElement>('[part~="cta"]') ?? root.querySelector<HTMLElement>('[part~="success"]');

export function Button(props: WidgetViewProps) {
  const { widget, displayed, submitted, preview, dir } = useCardState(props);
  const frameRef = useRef<HTMLDivElement>(null);
  useFocusHandover(frameRef, submitted && !preview, submittedFocusTarget);
  if (!widget) return null;
  const size = buttonSize(widget.data.main.buttonSize);
  const metrics = BUTTON_METRICS[size];
  const sizing = { '--mc-button-font-size': `${metrics.fontSize}px`, '--mc-button-height': `${metrics.height}px` } as Record<string, string>;
  return (
    <div ref={frameRef} part="frame" dir={dir} data-size={size} css={[frame, !displayed && hiddenStyle]} style={sizing} {...hiddenProps(displayed)}>
      {submitted ? (
        <>
          <span part="success" role="status" css={success}>
            {BUTTON_SUCCESS_TEXT}
          </span>
          {widget.channel !== 'sms' && <MessengerCta widget={widget} instanceId={props.instanceId} preview={preview} />}
        </>
      ) : (
        <div part="opt-in">
          <OptInControl widget={widget} instanceId={props.instanceId} preview={preview} />
        </div>
      )}
    </div>
  );
}
