/**
 * Where a widget's styles go: what Emotion's cache was for each shadow root. Where the browser has constructable style
 * sheets, every element of a kind shares one `CSSStyleSheet` that each of its shadow roots adopts: 200 inline cards
 * insert their rules once, not 200 times, and a page's Content-Security-Policy has nothing to block (adopted sheets need
 * no nonce). Elsewhere each shadow root gets `<style>` tags of its own with the page's nonce ({@link styleTags}): a
 * target shared by two roots would skip the second, and one per mount would duplicate tags on reconnect. Either way
 * each style goes in as the flat rules stylis wrote (flatten-css.ts, through `insertStyle` in use-class-names.ts).
 */
/** A root's styles: where their flat rules go, and the names of the styles (and animations) already in. */
export interface RootStyles {
  readonly inserted: Set<string>;
  /** Appends one flat rule. */
  insert(rule: string): void;
}

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

/** A constructed sheet's rules appended in the order given. */
function sheetStyles(sheet: CSSStyleSheet): RootStyles {
  return {
    inserted: new Set(),
    insert(rule) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser does not parse (another engine's prefix): a style tag would ignore it too.
      }
    },
  };
}

/**
 * `<style>` tags in `root`, one a rule in the order given, with the page's nonce (when it has one), for browsers
 * without constructed sheets: as @emotion/sheet wrote them when not in its speedy mode (speedy mode lost every rule
 * when an element was moved).
 */
function styleTags(root: ShadowRoot, nonce: string): RootStyles {
  let last: HTMLStyleElement | undefined;
  return {
    inserted: new Set(),
    insert(rule) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', 'mc');
      if (nonce) tag.setAttribute('nonce', nonce);
      tag.textContent = rule;
      root.insertBefore(tag, last ? last.nextSibling : null);
      last = tag;
    },
  };
}

interface KindStyles {
  styles: RootStyles;
  sheet: CSSStyleSheet;
}

const kinds = new Map<string, KindStyles>();
const roots = new WeakMap<ShadowRoot, RootStyles>();

function kindStyles(kind: string): KindStyles {
  let styles = kinds.get(kind);
  if (!styles) {
    const sheet = new CSSStyleSheet();
    styles = { styles: sheetStyles(sheet), sheet };
    kinds.set(kind, styles);
  }
  return styles;
}

/**
 * Where a widget's shadow root's styles go: its kind's shared sheet, the root adopting the sheet every root shares
 * (`resetCss`) and its kind's sheet at once, or, without constructable sheets, style tags of the root's own (the reset
 * is then a style tag: WidgetRoot.tsx).
 */
export function stylesFor(root: ShadowRoot, nonce: string, resetCss?: string): RootStyles {
  const styles = rootStyles(root, nonce);
  adoptRootSheets(root, resetCss);
  return styles;
}

/**
 * What {@link stylesFor} does, in two steps: where a root's views insert their styles, found as they render, and the
 * root adopting its sheets, as the view commits (WidgetRoot.tsx). A sheet adopted while a view renders has the
 * browser restyle and lay out its host in the frames between the render's slices, and again once its content is in
 * (200 embeds, rendered in growing groups as a transition: about 40 ms of style and layout, the last card painted about
 * a sixth sooner).
 */
export function rootStyles(root: ShadowRoot, nonce: string): RootStyles {
  return adoptsStyleSheets ? kindStyles(root.host.localName).styles : styleTagStylesFor(root, nonce);
}

/** The root adopts the sheet every root shares (`resetCss`) and its kind's sheet, in one assignment; nothing without constructable sheets. */
export function adoptRootSheets(root: ShadowRoot, resetCss?: string): void {
  if (!adoptsStyleSheets) return;
  const { sheet } = kindStyles(root.host.localName);
  adoptSheets(root, resetCss ? [sharedSheet(resetCss), sheet] : [sheet]);
}

/** A root's own `<style>` tags, carrying the page's nonce (no constructable sheets). */
export function styleTagStylesFor(root: ShadowRoot, nonce: string): RootStyles {
  let styles = roots.get(root);
  if (!styles) {
    styles = styleTags(root, nonce);
    roots.set(root, styles);
  }
  return styles;
}
