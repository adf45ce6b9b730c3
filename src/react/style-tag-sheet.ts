/**
 * Emotion's sheet interface over `<style>` tags in a shadow root, for browsers without constructed sheets
 * (emotion-cache.ts): written as @emotion/sheet wrote them when not in its speedy mode (speedy mode lost every rule
 * when an element was moved): a tag a rule, each after the last one, carrying the page's CSP nonce.
 */
import type { EmotionCache } from '@emotion/utils';

type Sheet = EmotionCache['sheet'];

/** A sheet of `<style>` tags in `root`, one a rule in the order given, with the page's nonce (when it has one). */
export function styleTagSheet(root: ShadowRoot, nonce: string): Sheet {
  let last: HTMLStyleElement | undefined;
  const sheet = {
    key: 'mc',
    container: root,
    nonce: nonce || undefined,
    insert(rule: string) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', 'mc');
      if (nonce) tag.setAttribute('nonce', nonce);
      tag.textContent = rule;
      root.insertBefore(tag, last ? last.nextSibling : null);
      last = tag;
    },
    // Nothing removes a root's rules: its view may draw again.
    flush() {},
    hydrate() {},
  };
  return sheet as unknown as Sheet;
}
