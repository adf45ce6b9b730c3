/**
 * Where a widget's styles go. Where the browser has constructable style sheets, every element of a
 * kind shares one Emotion cache writing into one `CSSStyleSheet` that each of its shadow roots
 * adopts: 200 inline cards serialise and insert their rules once, not 200 times, and a page's
 * Content-Security-Policy has nothing to block (adopted sheets need no nonce). Elsewhere each shadow
 * root gets a cache of its own writing `<style>` tags with the page's nonce: a cache shared by two
 * roots would skip the second, and one per mount would duplicate tags on reconnect.
 * `speedy: false` there because speedy mode lost every rule when an element was moved.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const adoptsStyleSheets: boolean = (() => {
  try {
    return 'adoptedStyleSheets' in ShadowRoot.prototype && typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
})();

/** Adds `sheet` to the root's adopted sheets once, after the ones already there. */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A sheet built from fixed CSS, for rules every root of every kind shares. */
export function constantSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/** Emotion's sheet interface over a constructed sheet: rules appended in the order Emotion gives them. */
function emotionSheetOver(target: CSSStyleSheet): EmotionCache['sheet'] {
  const sheet = {
    key: 'mc',
    isSpeedy: true,
    tags: [] as HTMLStyleElement[],
    ctr: 0,
    container: document.head,
    insert(rule: string) {
      try {
        target.insertRule(rule, target.cssRules.length);
        sheet.ctr += 1;
      } catch {
        // A rule this browser does not parse (another engine's prefix): a style tag would ignore it too.
      }
    },
    // Nothing removes a kind's rules: another element of the kind may still use them.
    flush() {},
    hydrate() {},
  };
  return sheet as unknown as EmotionCache['sheet'];
}

interface KindStyles {
  cache: EmotionCache;
  sheet: CSSStyleSheet;
}

const kinds = new Map<string, KindStyles>();
const roots = new WeakMap<ShadowRoot, EmotionCache>();

function kindStyles(kind: string): KindStyles {
  let styles = kinds.get(kind);
  if (!styles) {
    const sheet = new CSSStyleSheet();
    const cache = createCache({ key: 'mc' });
    cache.sheet = emotionSheetOver(sheet);
    styles = { cache, sheet };
    kinds.set(kind, styles);
  }
  return styles;
}

/**
 * The Emotion cache for a widget's shadow root: its kind's shared cache (the root adopts the kind's
 * sheet) or, without constructable sheets, a cache of the root's own.
 */
export function cacheFor(root: ShadowRoot, nonce: string): EmotionCache {
  if (adoptsStyleSheets) {
    const { cache, sheet } = kindStyles(root.host.localName);
    adoptSheet(root, sheet);
    return cache;
  }
  return styleTagCacheFor(root, nonce);
}

/** A root's own cache writing `<style>` tags that carry the page's nonce (no constructable sheets). */
export function styleTagCacheFor(root: ShadowRoot, nonce: string): EmotionCache {
  let cache = roots.get(root);
  if (!cache) {
    cache = createCache({ key: 'mc', container: root, nonce: nonce || undefined, speedy: false });
    roots.set(root, cache);
  }
  return cache;
}
