/**
 * Owner HTML (descriptions, greetings) goes through DOMPurify before it reaches the DOM.
 *
 * It reaches the DOM as nodes, never as an HTML string: a page that requires Trusted Types
 * (`require-trusted-types-for 'script'`) refuses every string given to `innerHTML` or
 * `DOMParser` with a TypeError, so `dangerouslySetInnerHTML` would throw into the page. DOMPurify
 * parses through its own policy and hands back a fragment, which is appended like any node. A page
 * that allows no policy of ours leaves no HTML parser at all: the owner's words are then shown as
 * text, markup removed.
 */
import DOMPurify from 'dompurify';
import { useCallback, type RefCallback } from 'react';
import { memoByString } from './bounded-cache';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];
const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false };

/*
 * Sanitising is a parse and a walk of the tree, and a page shows the same owner HTML in many cards
 * and on every render: each result is kept by its input (see bounded-cache.ts).
 */

export const sanitizeHtml: (html: string) => string = memoByString((html) => DOMPurify.sanitize(html, CONFIG));

let parserWorks: boolean | undefined;

const pristineFragment = memoByString((html): DocumentFragment | null => {
  try {
    parserWorks ??= DOMPurify.sanitize('<b>probe</b>', { ...CONFIG, RETURN_DOM_FRAGMENT: true }).childNodes.length > 0;
    return parserWorks ? DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) : null;
  } catch {
    return null;
  }
});

/**
 * The sanitised nodes of owner HTML, or null when the page leaves DOMPurify no way to parse. A copy
 * of the kept fragment each time, since inserting a fragment empties it; copying nodes parses
 * nothing, so Trusted Types have nothing to refuse.
 */
export function sanitizeToFragment(html: string): DocumentFragment | null {
  const fragment = pristineFragment(html);
  return fragment ? (fragment.cloneNode(true) as DocumentFragment) : null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of HTML without a parser: script and style bodies dropped, tags removed, common
 * entities decoded. Only ever inserted as text, so what it misses shows as characters, never as markup.
 */
export function stripTags(html: string): string {
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
export const htmlToText: (html: string) => string = memoByString((html) => {
  const fragment = pristineFragment(html);
  return fragment ? (fragment.textContent ?? '') : stripTags(html);
});

/** Puts sanitised owner HTML into an element React renders without children. */
export function fillWithHtml(element: Element, html: string): void {
  const fragment = sanitizeToFragment(html);
  if (fragment) element.replaceChildren(fragment);
  else element.textContent = stripTags(html);
}

/** A ref for the element that shows owner HTML: `<div ref={useOwnerHtml(html)} />`. */
export function useOwnerHtml(html: string): RefCallback<HTMLElement> {
  return useCallback((element: HTMLElement | null) => {
    if (element) fillWithHtml(element, html);
  }, [html]);
}
