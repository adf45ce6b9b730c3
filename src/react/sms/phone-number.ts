/**
 * The number sent to the server (docs/opt-in.md#sms-by-phone-number): `+`, the country prefix and the entered digits, or
 * empty when nothing was entered. Spaces, dashes and brackets the visitor typed are formatting.
 * A number typed with its own `+` already names its country, so the picker's prefix is not added
 * in front of it again (`+49 151…` with Germany picked would otherwise become `+4949151…`).
 */
export function composePhoneNumber(prefix: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return '';
  if (typed.trim().startsWith('+')) return `+${digits}`;
  return `+${prefix.replace(/\D/g, '')}${digits}`;
}
