/**
 * What every card view reads about its instance: the resolved widget, whether it is displayed,
 * rendered and submitted, whether it is an owner preview, the text direction and the id its
 * title carries for the dialog's name. An instance whose widget cannot be read is dropped.
 */
import { useEffect, useId } from 'react';
import type { ResolvedWidget } from '../../runtime/config';
import { useDirection, type Direction } from '../a11y/direction';
import { getUiHost } from '../ui-host-context';
import { useStore } from '../use-store';
import { useWidget } from '../use-widget';
import type { WidgetViewProps } from '../WidgetRoot';
import { usePreview } from './use-preview';

export interface CardState {
  widget: ResolvedWidget | null;
  displayed: boolean;
  /** The instance's opt-in control has rendered (its plugin, a fallback, or the SMS card). */
  rendered: boolean;
  /** The submitted section is shown (after the opt-in, or asked for by the preview). */
  submitted: boolean;
  preview: boolean;
  dir: Direction;
  titleId: string;
}

export function useCardState({ widgetId, instanceId, root }: WidgetViewProps): CardState {
  const widget = useWidget(widgetId);
  const displayed = useStore((state) => state.ui[instanceId]?.displayed === true);
  const submitted = useStore((state) => state.ui[instanceId]?.submitted === true);
  const rendered = useStore((state) => state.instances[instanceId]?.rendered === true);
  const { preview, showSubmitted } = usePreview(root);
  const dir = useDirection();
  const titleId = `mc-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const readable = widget !== null;
  useEffect(() => {
    if (!readable) getUiHost().failed(instanceId);
  }, [instanceId, readable]);
  return { widget, displayed, rendered, submitted: submitted || (preview && showSubmitted), preview, dir, titleId };
}
