import { encodeText } from './encode';

/**
 * WhatsApp click-to-chat link (docs/widgets.md#references, docs/elements.md#mc-omnichat): only the digits of the number are kept
 * (wa.me wants the full international number without `+`, spaces or dashes) and the prefill is
 * URL-encoded. Returns null when no digits are left, since `https://wa.me/` alone opens nothing useful.
 */
export function buildWhatsAppLink(number: string | number | null | undefined, prefill?: string | null): string | null {
  const digits = String(number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const link = `https://wa.me/${digits}`;
  return prefill && prefill.trim() ? `${link}?text=${encodeText(prefill)}` : link;
}
