/**
 * The page's messenger address (docs/widgets.md#card-content, docs/elements.md#mc-omnichat `m.me/{page}`),
 * with the opt-in reference as `ref` when there is one. Null without a page to link to.
 */
export function buildMessengerLink(page: string | number | null | undefined, ref?: string | null): string | null {
  const name = String(page ?? '').trim();
  if (!name) return null;
  const link = `https://m.me/${encodeURIComponent(name)}`;
  return ref ? `${link}?ref=${encodeURIComponent(ref)}` : link;
}
