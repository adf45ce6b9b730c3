/**
 * Styles compiled in script, by stylis (Emotion's CSS compiler), for browsers that cannot parse our nested styles
 * themselves or have no constructed sheets (emotion-cache.ts). A chunk of its own (dist/ui/mc-stylis.js), so browsers
 * that parse styles themselves never fetch or compile it.
 *
 * Emotion's own cache (@emotion/cache) wrapped the same stylis calls with two plugins and a style-tag sheet; the chunk
 * was 4,145 B gz with them. What they did for us:
 * - its vendor prefixer: nothing. Our styles use no property a browser without nested CSS still needs prefixed for
 *   what we draw, and the one Safari needed (`-webkit-backdrop-filter`) is written out (styles/base.ts), as the
 *   browsers that parse styles themselves need it too.
 * - `compat`, which mends how stylis reads some selector lists nested in other lists, and `removeLabel`, which drops
 *   the `label:` declarations of Emotion's Babel plugin: nothing either. test/architecture/stylis-compile.test.ts
 *   compiles every style of the code both ways and finds the same rules but for the prefixes.
 * - the `<style>` tags where a browser has no constructed sheets: written below as @emotion/sheet wrote them when not
 *   in its speedy mode (speedy mode lost every rule when an element was moved): a tag a rule, each after the last one,
 *   carrying the page's CSP nonce.
 */
// The whole UI, which the UI's entry imports too: what this chunk shares with the UI then stays in the UI's own chunk
// (esbuild.config.mjs, "The UI"), as for DOMPurify (purify.ts). Only the UI loads this chunk.
import '../elements';
import type { EmotionCache } from '@emotion/utils';
import { compileStyles } from './stylis-compile';

type Sheet = EmotionCache['sheet'];

/** An Emotion cache (what `insertStyles` reads and writes) whose rules stylis compiles into `sheet`. */
export function stylisCache(sheet: Sheet): EmotionCache {
  const cache: EmotionCache = {
    key: 'mc',
    sheet,
    inserted: {},
    registered: {},
    insert(selector, serialized, into, shouldCache) {
      compileStyles(selector ? `${selector}{${serialized.styles}}` : serialized.styles, (rule) => into.insert(rule));
      if (shouldCache) cache.inserted[serialized.name] = true;
    },
  };
  return cache;
}

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
