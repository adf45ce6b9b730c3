/** The content every opt-in card shows: title, optional description (sanitised HTML) and the opt-in button. */
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { OVERLAY_WIDGET_TYPES } from '../../../runtime/constants';
import { sanitizeHtml } from '../../sanitize';
import { useStore } from '../../use-store';
import { useWidget } from '../../use-widget';
import { getUiHost } from '../../ui-host-context';
import type { WidgetViewProps } from '../../WidgetRoot';

const frame = css`
  position: relative;
  padding: 20px;
  border-radius: 8px;
  text-align: center;
`;

const title = css`
  margin: 0 0 12px;
  font-size: 20px;
  font-weight: 600;
`;

const description = css`
  margin: 0 0 16px;
  font-size: 15px;
`;

const optInButton = css`
  min-height: 40px;
  padding: 8px 20px;
  border: 0;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const closeButton = css`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
`;

const OVERLAY_TYPES: readonly string[] = OVERLAY_WIDGET_TYPES;

export function Card({ widgetId, instanceId }: WidgetViewProps) {
  const widget = useWidget(widgetId);
  const ui = useStore((state) => state.ui[instanceId]);
  const readable = widget !== null;
  useEffect(() => (readable ? getUiHost().rendered(instanceId, 'normal') : getUiHost().failed(instanceId)), [instanceId, readable]);
  if (!widget || !ui?.displayed) return null;
  const section = ui.submitted ? widget.data.submitted : widget.data.main;
  const colors = section.colors;
  return (
    <div part="card" css={frame} style={{ background: colors.background }}>
      {OVERLAY_TYPES.includes(widget.widgetType) && (
        <button part="close" type="button" aria-label="Close" css={closeButton} onClick={() => getUiHost().close(instanceId, true)}>
          ×
        </button>
      )}
      <h2 part="title" css={title} style={{ color: colors.headline }}>
        {section.title}
      </h2>
      {section.showDescription && (
        <div part="description" css={description} style={{ color: colors.description }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(section.desc) }} />
      )}
      {!ui.submitted && (
        <button
          part="button"
          type="button"
          css={optInButton}
          style={{ background: colors.buttonBackground, color: colors.buttonText }}
          onClick={() => getUiHost().submitted(instanceId)}
        >
          {widget.data.main.optInButtonText}
        </button>
      )}
    </div>
  );
}
