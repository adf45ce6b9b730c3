/** The content every opt-in card shows: title, optional description (sanitised HTML) and the opt-in button. */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { OVERLAY_WIDGET_TYPES } from '../../../runtime/constants';
import { sanitizeHtml } from '../../sanitize';
import { useStore } from '../../use-store';
import { getUiHost } from '../../ui-host-context';
import type { WidgetViewProps } from '../../WidgetRoot';

const Frame = styled.div<{ background: string }>`
  padding: 20px;
  border-radius: 8px;
  background: ${(props) => props.background};
  text-align: center;
`;

const Title = styled.h2<{ color: string }>`
  margin: 0 0 12px;
  font-size: 20px;
  font-weight: 600;
  color: ${(props) => props.color};
`;

const Description = styled.div<{ color: string }>`
  margin: 0 0 16px;
  font-size: 15px;
  color: ${(props) => props.color};
`;

const OptInButton = styled.button<{ background: string; color: string }>`
  min-height: 40px;
  padding: 8px 20px;
  border: 0;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${(props) => props.background};
  color: ${(props) => props.color};
`;

const CloseButton = styled.button`
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
  const widget = useStore((state) => state.widgets.find((candidate) => candidate.widgetId === widgetId));
  const ui = useStore((state) => state.ui[instanceId]);
  useEffect(() => getUiHost().rendered(instanceId, 'normal'), [instanceId]);
  if (!widget || !ui?.displayed) return null;
  const submitted = ui.submitted;
  const isOverlay = OVERLAY_TYPES.includes(widget.widgetType);
  const section = submitted ? widget.data.submitted : widget.data.main;
  const colors = section.colors;
  return (
    <Frame part="card" background={colors.background} style={{ position: 'relative' }}>
      {isOverlay && (
        <CloseButton part="close" type="button" aria-label="Close" onClick={() => getUiHost().close(instanceId, true)}>
          ×
        </CloseButton>
      )}
      <Title part="title" color={colors.headline}>
        {section.title}
      </Title>
      {section.showDescription && (
        <Description part="description" color={colors.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(section.desc) }} />
      )}
      {!submitted && (
        <OptInButton
          part="button"
          type="button"
          background={colors.buttonBackground}
          color={colors.buttonText}
          onClick={() => getUiHost().submit(instanceId)}
        >
          {widget.data.main.optInButtonText}
        </OptInButton>
      )}
    </Frame>
  );
}
