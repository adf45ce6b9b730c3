import type { WidgetViewProps } from '../../WidgetRoot';

export function PageTakeover(_props: WidgetViewProps) {
  return null;
}
