/**
 * The QR code's modules for a text: a chunk of its own (lean-qr's nano build, see README's dependencies), imported
 * by SmsCode.tsx only when a code is shown.
 */
// The whole UI, which the UI's entry imports too: what this chunk shares with the UI (esbuild's runtime helpers) then
// stays in the UI's own chunk (esbuild.config.mjs, "The UI").
import '../../elements';
import { correction, generate } from 'lean-qr/nano';

/**
 * Rows of dark (true) and light modules, without the quiet zone (the view draws its own margin). The text in byte mode
 * (UTF-8), error correction level M (15 % of the code may be lost or misread), the smallest version it fits in.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y)));
}
