import type { WidgetViewProps } from '../../WidgetRoot';

export function Box(_props: WidgetViewProps) {
  return null;
}
