/**
 * Rules of one shadow root: the reset every widget starts from and the element's own layout, so an
 * overlay's element has the box its owner sees (a fixed bar, a slide-in at its corner, a
 * full-viewport modal) and `--mc-z-index` stacks the element. The `[data-widget-id]` argument
 * outranks the reset on `:host` in WidgetRoot, which sets every property back with `!important`.
 */
import { useInsertionEffect } from '../react-once';
import { PHONE_MEDIA } from '../../../styles/tokens';
import { adoptSheets, adoptsStyleSheets } from '../root-styles';
import { zIndex } from './styles';
import { useUiHost } from '../ui-host-context';

export type HostDeclarations = Readonly<Record<string, string | number | undefined>>;

function hostRule(declarations: HostDeclarations): string {
  const body = Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}: ${value} !important;`)
    .join(' ');
  return `:host([data-widget-id]) { ${body} }`;
}

interface RootStyleProps {
  root: ShadowRoot;
  cssText: string;
}

const hostSheets = new WeakMap<ShadowRoot, CSSStyleSheet>();

/** Adopted sheets are set in an insertion effect, so the first painted frame has them. */
function AdoptedRootStyle({ root, cssText }: RootStyleProps) {
  useInsertionEffect(() => {
    let sheet = hostSheets.get(root);
    if (!sheet) hostSheets.set(root, (sheet = new CSSStyleSheet()));
    sheet.replaceSync(cssText);
    adoptSheets(root, [sheet]);
  }, [root, cssText]);
  // An unmounted view leaves no layout behind on its element (it may be mounted again later).
  useInsertionEffect(() => () => hostSheets.get(root)?.replaceSync(''), [root]);
  return null;
}

/** Without constructable sheets: a style element in the root, with the page's nonce for its Content-Security-Policy. */
function TagRootStyle({ cssText }: RootStyleProps) {
  const { nonce } = useUiHost().settings;
  return <style nonce={nonce || undefined}>{cssText}</style>;
}

/** Rules scoped to one shadow root: a sheet the root adopts, or a nonce'd style tag without constructable sheets. */
export const RootStyle = adoptsStyleSheets ? AdoptedRootStyle : TagRootStyle;

/**
 * The element's own layout, or the reset's plain block when `declarations` is null (embeds, the
 * preview); `phone` replaces some of them on phone-sized screens.
 */
export function HostStyle({
  root,
  declarations,
  phone,
}: {
  root: ShadowRoot;
  declarations: HostDeclarations | null;
  phone?: HostDeclarations;
}) {
  if (!declarations) return null;
  const cssText = hostRule(declarations) + (phone ? ` @media ${PHONE_MEDIA} { ${hostRule(phone)} }` : '');
  return <RootStyle root={root} cssText={cssText} />;
}

/** Until an overlay opens (and after it closes) its element is invisible and lets every click through. */
const HIDDEN_HOST: HostDeclarations = { visibility: 'hidden', 'pointer-events': 'none' };

/** A blocking overlay's element covers the viewport (modal, page takeover). */
export const COVERS_VIEWPORT: HostDeclarations = { position: 'fixed', inset: 0, 'z-index': zIndex };

/** An overlay's element: at its `placement` while shown, hidden there until then; an owner's preview stays in the page's flow. */
export function overlayHost(
  placement: HostDeclarations,
  { preview, displayed }: { preview: boolean; displayed: boolean },
): HostDeclarations | null {
  return preview ? null : { ...placement, ...(displayed ? {} : HIDDEN_HOST) };
}
