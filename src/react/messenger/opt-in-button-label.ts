import { FALLBACK_MESSENGER_LINK_TEXT } from '../../runtime/constants';

/** Every Messenger button the product draws reads the owner's opt-in button text; `Go to Messenger` only when it is empty. */
export const optInButtonLabel = (optInButtonText: string): string => optInButtonText.trim() || FALLBACK_MESSENGER_LINK_TEXT;
