import type { WidgetViewProps } from '../../WidgetRoot';

export function SlideIn(_props: WidgetViewProps) {
  return null;
}
