/** Tells the runtime the instance has rendered, for a view that knows its render reason at once. */
import { useEffect } from 'react';
import type { RenderReason } from '../../runtime/constants';
import { getUiHost } from '../ui-host-context';

export function useReportRendered(instanceId: string, reason: RenderReason): void {
  useEffect(() => {
    getUiHost().rendered(instanceId, reason);
  }, [instanceId, reason]);
}
