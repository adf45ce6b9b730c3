/**
 * The QR code's modules for a text: a chunk of its own (uqr, see README's dependencies), imported
 * by SmsCode.tsx only when a code is shown.
 */
// The whole UI, which the UI's entry imports too: what this chunk shares with the UI (esbuild's runtime helpers) then
// stays in the UI's own chunk (esbuild.config.mjs, "The UI").
import '../../elements';
import { encode } from 'uqr';

/** Rows of dark (true) and light modules, without the quiet zone (the view draws its own margin). */
export const qrMatrix = (text: string): boolean[][] => encode(text, { ecc: 'M', border: 0 }).data;
