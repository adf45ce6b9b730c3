/** Tells the runtime the instance has rendered, for a view that knows its render reason at once. */
import { useEffect } from '../react-once';
import type { RenderReason } from '../../runtime/constants';
import { useUiHost } from '../ui-host-context';

export function useReportRendered(instanceId: string, reason: RenderReason): void {
  const host = useUiHost();
  useEffect(() => {
    host.rendered(instanceId, reason);
  }, [host, instanceId, reason]);
}
