/**
 * The SMS card's chunk: the phone form with the country data (SmsCard.tsx), imported by SmsOptIn on
 * first use.
 */
// The whole UI, which the UI's entry imports too: the code this chunk shares with the UI then stays in the UI's own
// chunk rather than in chunks of their own that every widget page would fetch (esbuild.config.mjs, "The UI").
import '../../elements';

export { default } from './SmsCard';
