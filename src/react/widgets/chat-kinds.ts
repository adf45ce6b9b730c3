/**
 * The views of the kinds most pages never show (the launcher, the customer chat, the messenger
 * checkbox): one chunk, imported once (load-chat-kinds.ts) when one of them is configured.
 * One module for the three, so the build splits one chunk off the UI rather than a chunk for
 * every set of views that share some code.
 */
// The whole UI, which the UI's entry imports too: the code this chunk shares with the UI then stays in the UI's own
// chunk rather than in chunks of their own that every widget page would fetch (esbuild.config.mjs, "The UI").
import '../../elements';
export { Checkbox } from './checkbox/Checkbox';
export { CustomerChat } from './customer-chat/CustomerChat';
export { Omnichat } from './omnichat/Omnichat';
