/**
 * One Emotion cache per shadow root. A cache shared by two roots skips inserting styles into the
 * second, and a cache per mount duplicates style tags on reconnect, so caches are kept by root.
 * `speedy: false` because speedy mode lost every rule when an element was removed and inserted again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new WeakMap<ShadowRoot, EmotionCache>();

export function cacheFor(root: ShadowRoot, nonce: string): EmotionCache {
  let cache = caches.get(root);
  if (!cache) {
    cache = createCache({ key: 'mc', container: root, nonce: nonce || undefined, speedy: false });
    caches.set(root, cache);
  }
  return cache;
}
