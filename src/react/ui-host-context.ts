/**
 * The runtime's UiHost, provided at each element's root (WidgetRoot.tsx): every element's view is
 * a portal of the one shared React root (elements/shared-root.tsx), and each is handed the host its
 * element was defined with.
 */
import { createContext, useContext } from './react-once';
import type { UiHost } from '../runtime/ui-host';

export const UiHostContext = createContext<UiHost | undefined>(undefined);

export function useUiHost(): UiHost {
  const host = useContext(UiHostContext);
  if (!host) throw new Error('[mc] a view rendered outside a widget root');
  return host;
}
