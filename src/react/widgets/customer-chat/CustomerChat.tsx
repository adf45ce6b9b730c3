/**
 * `<mc-customer-chat>`'s view (docs/elements.md#mc-customer-chat): the platform's chat plugin when its SDK offers
 * one, else our own launcher with the same settings. It reports itself rendered to the runtime as
 * soon as that is decided (a chat set up `minimized: "hidden"` only once the page asks for it),
 * and the runtime then opens it.
 */
import { useEffect, useRef } from '../../react-once';
import type { ResolvedWidget } from '../../../runtime/config';
import { usePreview } from '../../card/use-preview';
import { useUiHost } from '../../ui-host-context';
import { useWidget } from '../../use-widget';
import type { WidgetViewProps } from '../../WidgetRoot';
import { startsHidden } from './chat-settings';
import { ChatLauncher } from './ChatLauncher';
import { CustomerChatPlugin } from './CustomerChatPlugin';
import { useChatPath, type ChatPath } from './use-chat-path';
import { useChatState } from './use-chat-state';

interface ChatViewProps {
  widget: ResolvedWidget;
  instanceId: string;
  preview: boolean;
  path: ChatPath;
  fallBack(): void;
}

function ChatView({ widget, instanceId, preview, path, fallBack }: ChatViewProps) {
  const { rendered } = useUiHost();
  const state = useChatState(widget, instanceId);
  const reason = path.kind === 'pending' ? null : path.kind === 'plugin' ? 'normal' : path.reason;
  const waitsForPage = !preview && startsHidden(state.settings) && !state.chat.requested;
  const reportedRef = useRef(false);

  useEffect(() => {
    if (!reason || waitsForPage || reportedRef.current) return;
    reportedRef.current = true;
    rendered(instanceId, reason);
  }, [rendered, instanceId, reason, waitsForPage]);

  if (path.kind === 'pending') return null;
  if (path.kind === 'plugin') return <CustomerChatPlugin fb={path.fb} chat={path.chat} state={state} onGiveUp={fallBack} />;
  return <ChatLauncher state={state} preview={preview} />;
}

export function CustomerChat({ widgetId, instanceId, root }: WidgetViewProps) {
  const { failed } = useUiHost();
  const widget = useWidget(widgetId);
  const { preview } = usePreview(root);
  const { path, fallBack } = useChatPath(instanceId, preview);
  const readable = widget !== null;

  useEffect(() => {
    if (!readable) failed(instanceId);
  }, [failed, instanceId, readable]);

  if (!widget) return null;
  return <ChatView widget={widget} instanceId={instanceId} preview={preview} path={path} fallBack={fallBack} />;
}
