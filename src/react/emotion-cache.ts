/**
 * Where a widget's styles go. Where the browser has constructable style sheets, every element of a
 * kind shares one Emotion cache writing into one `CSSStyleSheet` that each of its shadow roots
 * adopts: 200 inline cards serialise and insert their rules once, not 200 times, and a page's
 * Content-Security-Policy has nothing to block (adopted sheets need no nonce). Elsewhere each shadow
 * root gets a cache of its own writing `<style>` tags with the page's nonce: a cache shared by two
 * roots would skip the second, and one per mount would duplicate tags on reconnect.
 * `speedy: false` there because speedy mode lost every rule when an element was moved.
 *
 * Either way each style goes in as the flat rules stylis wrote (flatten-css.ts), in every browser.
 */
import type { EmotionCache } from '@emotion/utils';
import { flatInsert } from './flatten-css';
import { styleTagSheet } from './style-tag-sheet';

export const adoptsStyleSheets: boolean = (() => {
  try {
    return 'adoptedStyleSheets' in ShadowRoot.prototype && typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
})();

/**
 * Adds those of `sheets` the root has not adopted yet, after the ones already there, in one assignment: each
 * assignment has the browser restyle the root, which 200 inline cards pay 200 times.
 */
export function adoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  const adopted = root.adoptedStyleSheets;
  const missing = sheets.filter((sheet) => !adopted.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...adopted, ...missing];
}

const sharedSheets = new Map<string, CSSStyleSheet>();

/** One sheet per fixed CSS text, for rules every root of every kind shares (the reset). */
export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sharedSheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sharedSheets.set(cssText, sheet);
  }
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

/**
 * An Emotion cache (what Emotion's `insertStyles` reads and writes of one, @emotion/utils) over `sheet`, each style
 * written into it as flat rules (flatten-css.ts).
 */
function cacheOver(sheet: EmotionCache['sheet']): EmotionCache {
  const cache = { key: 'mc', sheet, inserted: {}, registered: {} } as unknown as EmotionCache;
  cache.insert = flatInsert(cache);
  return cache;
}

function kindStyles(kind: string): KindStyles {
  let styles = kinds.get(kind);
  if (!styles) {
    const sheet = new CSSStyleSheet();
    styles = { cache: cacheOver(emotionSheetOver(sheet)), sheet };
    kinds.set(kind, styles);
  }
  return styles;
}

/**
 * The Emotion cache for a widget's shadow root: its kind's shared cache, the root adopting the sheet every root shares
 * (`resetCss`) and its kind's sheet at once, or, without constructable sheets, a cache of the root's own (the reset is
 * then a style tag: WidgetRoot.tsx).
 */
export function cacheFor(root: ShadowRoot, nonce: string, resetCss?: string): EmotionCache {
  const cache = rootCache(root, nonce);
  adoptRootSheets(root, resetCss);
  return cache;
}

/**
 * What {@link cacheFor} does, in two steps: the cache a root's views insert their styles through, found as they render,
 * and the root adopting its sheets, as the view commits (WidgetRoot.tsx). A sheet adopted while a view renders has the
 * browser restyle and lay out its host in the frames between the render's slices, and again once its content is in
 * (200 embeds, rendered in growing groups as a transition: about 40 ms of style and layout, the last card painted about
 * a sixth sooner).
 */
export function rootCache(root: ShadowRoot, nonce: string): EmotionCache {
  return adoptsStyleSheets ? kindStyles(root.host.localName).cache : styleTagCacheFor(root, nonce);
}

/** The root adopts the sheet every root shares (`resetCss`) and its kind's sheet, in one assignment; nothing without constructable sheets. */
export function adoptRootSheets(root: ShadowRoot, resetCss?: string): void {
  if (!adoptsStyleSheets) return;
  const { sheet } = kindStyles(root.host.localName);
  adoptSheets(root, resetCss ? [sharedSheet(resetCss), sheet] : [sheet]);
}

/** A root's own cache writing flat rules into `<style>` tags that carry the page's nonce (no constructable sheets). */
export function styleTagCacheFor(root: ShadowRoot, nonce: string): EmotionCache {
  let cache = roots.get(root);
  if (!cache) {
    cache = cacheOver(styleTagSheet(root, nonce));
    roots.set(root, cache);
  }
  return cache;
}
