/**
 * The launcher's, the customer chat's and the checkbox's views (chat-kinds.ts), one chunk imported
 * once: by their elements as they first render, and earlier by the UI as it starts when one of
 * those kinds is configured (elements/index.ts). The page stage asks for the same file beside the UI
 * (runtime/chunks.ts, `CHAT_CHUNK`), so it is usually in before the UI has run.
 */
import { lazyView } from '../lazy-view';

const importChatKinds = () => import('./chat-kinds');
// The module's type from its import (not a type import of its own: the chunk imports the UI back, and a cycle of static
// imports, types included, is refused; .dependency-cruiser.cjs).
type ChatKinds = Awaited<ReturnType<typeof importChatKinds>>;

let loading: Promise<ChatKinds> | undefined;
let loaded: ChatKinds | undefined;

export const loadChatKinds = (): Promise<ChatKinds> => (loading ??= importChatKinds().then((module) => (loaded = module)));

/**
 * A chat kind's view, imported when its first element renders (react/lazy-view.tsx); once the chunk is in, an element
 * that renders after that does not wait a turn.
 */
export const chatKindView = (name: 'Omnichat' | 'CustomerChat' | 'Checkbox', what: string) =>
  lazyView(
    what,
    () => loadChatKinds().then((module) => module[name]),
    () => loaded?.[name],
  );
