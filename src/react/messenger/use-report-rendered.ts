/**
 * Tells the runtime the instance has rendered, for a view that knows its render reason at once. As the view commits, as
 * the plugin's lifecycle does once the SDK has failed: the card can open before its first paint, not a frame later.
 */
import { useLayoutEffect } from '../react-once';
import type { RenderReason } from '../../runtime/constants';
import { useUiHost } from '../ui-host-context';

export function useReportRendered(instanceId: string, reason: RenderReason): void {
  const host = useUiHost();
  useLayoutEffect(() => {
    host.rendered(instanceId, reason);
  }, [host, instanceId, reason]);
}
