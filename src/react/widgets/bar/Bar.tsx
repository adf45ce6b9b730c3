import type { WidgetViewProps } from '../../WidgetRoot';

export function Bar(_props: WidgetViewProps) {
  return null;
}
