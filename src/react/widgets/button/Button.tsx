import type { WidgetViewProps } from '../../WidgetRoot';

export function Button(_props: WidgetViewProps) {
  return null;
}
