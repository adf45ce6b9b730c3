import type { WidgetViewProps } from '../../WidgetRoot';

export function Modal(_props: WidgetViewProps) {
  return null;
}
