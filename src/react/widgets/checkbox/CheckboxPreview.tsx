/**
 * The owner preview of the checkbox (docs/elements.md#the-owner-preview): rendered at once, nothing loaded or sent. The
 * platform's plugin cannot show without its SDK, so a look-alike stands in for it.
 */
import { css } from '../../../../styles/css';
import { useReportRendered } from '../../messenger/use-report-rendered';
import type { CheckboxLayout } from './checkbox-layout';
import { useClassNames } from '../../use-class-names';

const PREVIEW_TEXT = 'Send to Messenger';

const box = (layout: CheckboxLayout) => css`
  display: flex;
  align-items: center;
  justify-content: ${layout.centered ? 'center' : 'flex-start'};
  gap: 8px;
  font-size: 14px;
  color: ${layout.skin === 'dark' ? '#ffffff' : '#1c1e21'};
`;

const square = css`
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-radius: 3px;
`;

export function CheckboxPreview({ instanceId, layout }: { instanceId: string; layout: CheckboxLayout }) {
  const cx = useClassNames();
  useReportRendered(instanceId, 'normal');
  return (
    <div
      part="plugin preview"
      data-size={layout.size}
      data-skin={layout.skin}
      data-centered={String(layout.centered)}
      data-position={layout.position}
      className={cx(box(layout))}
    >
      <span className={cx(square)} aria-hidden="true" />
      <span>{PREVIEW_TEXT}</span>
    </div>
  );
}
