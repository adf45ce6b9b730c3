import type { WidgetViewProps } from '../../WidgetRoot';

export function Landing(_props: WidgetViewProps) {
  return null;
}
