/**
 * The page's messenger address with this instance's opt-in reference (widget id, pixel session,
 * instance id and the payload set by the page), for the fallback button and the submitted cta.
 */
import { messengerPageId } from '../../runtime/config';
import { buildMessengerLink } from '../../runtime/builders/messenger-link';
import { buildMessengerRef } from '../../runtime/builders/messenger-ref';
import type { ResolvedWidget } from '../../runtime/config';
import { useUiHost } from '../ui-host-context';
import { useInstance, useSlice } from '../use-store';

export function useMessengerRef(widget: ResolvedWidget, instanceId: string): string {
  const { pixel } = useUiHost();
  const payload = useInstance(instanceId, ({ instance }) => instance?.refPayload ?? '');
  return buildMessengerRef({ widgetId: widget.widgetId, sessionId: pixel.sessionId(), instanceId, payload });
}

export function useMessengerLink(widget: ResolvedWidget, instanceId: string): string | null {
  const page = useSlice('app', messengerPageId);
  return buildMessengerLink(page, useMessengerRef(widget, instanceId));
}
