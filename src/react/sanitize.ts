/**
 * Owner HTML (descriptions, greetings) goes through DOMPurify before it reaches the DOM; owner text
 * without markup goes in as text and never needs it. DOMPurify is a chunk of its own (purify.ts),
 * imported when a widget's texts hold markup: the loader asks for it beside the stage and the UI (loader/boot.ts),
 * the page stage as an instance is about to render (stage/page-stage.ts, one import, whose module it hands to the UI),
 * the UI as it starts (elements/index.ts),
 * and the page's first view waits for it (elements/shared-root.tsx); a card that renders before it arrived shows the
 * words (tags removed) until it does.
 *
 * It reaches the DOM as nodes, never as an HTML string: a page that requires Trusted Types
 * (`require-trusted-types-for 'script'`) refuses every string given to `innerHTML` or
 * `DOMParser` with a TypeError, so `dangerouslySetInnerHTML` would throw into the page. DOMPurify
 * parses through its own policy and hands back a fragment, which is appended like any node. A page
 * that allows no policy of ours leaves no HTML parser at all: the owner's words are then shown as
 * text, markup removed.
 */
import { useCallback, useSyncExternalStore, type RefCallback } from './react-once';
import { LOG_PREFIX } from '../runtime/constants';
import { memoByString } from './bounded-cache';
import { hasMarkup } from '../runtime/config/markup';

type Purifier = typeof import('./purify');

let importPurifier: (() => Promise<unknown>) | undefined;
let purifier: Purifier | undefined;
let loading: Promise<void> | undefined;
const wakes = new Set<() => void>();

/**
 * Where DOMPurify's chunk comes from: the page stage's import of its file (`ui/mc-purify.js`, a build of its own that
 * imports nothing, so it runs as soon as it arrives), handed over with the UI host (UiHost.sanitizer, elements/index.ts);
 * the demo gallery, the owner's preview and the tests, bundled with the UI, give the module's own import
 * (elements/bundled-modules.ts).
 */
export function provideSanitizer(importModule: () => Promise<unknown>): void {
  importPurifier = importModule;
}

/** Imports DOMPurify (once); resolves when it is in, or when it could not be (the words are shown then). */
export function loadSanitizer(): Promise<void> {
  loading ??= (importPurifier?.() ?? Promise.reject(new Error('none provided'))).then(
    (module) => {
      purifier = module as Purifier;
      for (const wake of [...wakes]) wake();
    },
    (error) => console.warn(`${LOG_PREFIX} the HTML sanitiser could not be loaded; owner HTML is shown as text:`, error),
  );
  return loading;
}

/** Settles once a sanitiser that was asked for is in (at once when none was). */
export const sanitizerSettled = (): Promise<void> => loading ?? Promise.resolve();

const subscribe = (wake: () => void) => {
  wakes.add(wake);
  return () => void wakes.delete(wake);
};
const isLoaded = () => purifier !== undefined;

/*
 * Sanitising is a parse and a walk of the tree, and a page shows the same owner HTML in many cards
 * and on every render: each result is kept by its input (bounded-cache.ts), once DOMPurify is in.
 */
const pristineFragment = memoByString((html) => purifier!.sanitizeToNodes(html));

/** The sanitised nodes of owner HTML, or null without DOMPurify (not in yet, or no parser allowed). A copy each time. */
export function sanitizeToFragment(html: string): DocumentFragment | null {
  const fragment = purifier && pristineFragment(html);
  return fragment ? (fragment.cloneNode(true) as DocumentFragment) : null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of HTML without a parser: script and style bodies dropped, tags removed, common
 * entities decoded. Only ever inserted as text, so what it misses shows as characters, never as markup.
 */
function stripTags(html: string): string {
  return html
    .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (match, hex?: string, dec?: string, name?: string) => {
      if (name) return ENTITIES[name.toLowerCase()] ?? match;
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    });
}

/** The text of owner HTML (greetings, the preview's editable description). */
export function htmlToText(html: string): string {
  if (!hasMarkup(html)) return html;
  const fragment = purifier && pristineFragment(html);
  if (!purifier) void loadSanitizer();
  return fragment ? (fragment.textContent ?? '') : stripTags(html);
}

/** Puts owner HTML into an element React renders without children: as text when it holds no markup. */
export function fillWithHtml(element: Element, html: string): void {
  if (!hasMarkup(html)) {
    element.textContent = html;
    return;
  }
  const fragment = sanitizeToFragment(html);
  if (fragment) element.replaceChildren(fragment);
  else element.textContent = stripTags(html);
  if (!purifier) void loadSanitizer();
}

/** True once DOMPurify is in; a view that shows owner HTML renders again then. */
export const useSanitizerLoaded = (): boolean => useSyncExternalStore(subscribe, isLoaded);

/** A ref for the element that shows owner HTML: `<div ref={useOwnerHtml(html)} />`. */
export function useOwnerHtml(html: string): RefCallback<HTMLElement> {
  const loaded = useSanitizerLoaded();
  return useCallback(
    (element: HTMLElement | null) => {
      if (element) fillWithHtml(element, html);
    },
    // A new ref once DOMPurify is in, so React fills the element again with its nodes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` stands for the module's sanitiser, which fillWithHtml reads
    [html, loaded],
  );
}
