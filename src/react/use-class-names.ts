/**
 * The views' styles as class names of their shadow root's styles (root-styles.ts). Every style is an
 * Emotion `css` object written at module level; `cx(style, condition && other)` gives the element
 * its class, and its flat rules go into the sheet the first time its kind (or its root, without
 * constructable sheets) uses them, as Emotion's `insertStyles` put them into its cache.
 *
 * What Emotion's `css` prop does, without the two components the prop puts around every element it
 * styles, each rendered with an insertion effect of its own: an inline card had 52 fibers and has 34
 * (200 embeds: 3,600 components fewer). The rules are inserted
 * during render, before the element that uses them can be committed; a render React discards leaves
 * only rules its kind would insert anyway.
 */
import { named, serializeStyles, type SerializedStyles } from '../../styles/css';
import { boundedCache } from './bounded-cache';
import { flatRules } from './flatten-css';
import { createContext, useContext } from './react-once';
import type { RootStyles } from './root-styles';

/** Where the styles of the shadow root a view renders in go (given by WidgetRoot.tsx: root-styles.ts). */
export const RootStylesContext = createContext<RootStyles | undefined>(undefined);

/**
 * The style's class name, its flat rules in the root's sheet the first time, with the `@keyframes` of the animations it
 * uses (each once).
 */
export function insertStyle(target: RootStyles, style: SerializedStyles): string {
  const className = `mc-${style.name}`;
  if (!target.inserted.has(style.name)) {
    target.inserted.add(style.name);
    flatRules(`.${className}`, style.styles, target.insert);
    for (let frames = style.next; frames; frames = frames.next) {
      if (!target.inserted.has(frames.name)) {
        target.inserted.add(frames.name);
        target.insert(frames.styles);
      }
    }
  }
  return className;
}

/** A style, nothing (a condition that does not hold), or a list of them, as the `css` prop took. */
export type StylePart = SerializedStyles | false | null | undefined | readonly StylePart[];

/** Class names for the given styles: one class holding them all, later ones winning, as the `css` prop merged them. */
export type ClassNames = (...parts: StylePart[]) => string;

function collect(parts: readonly StylePart[], into: SerializedStyles[]): SerializedStyles[] {
  for (const part of parts) {
    if (!part) continue;
    if (Array.isArray(part)) collect(part as readonly StylePart[], into);
    else into.push(part as SerializedStyles);
  }
  return into;
}

/**
 * Merged styles by the names of their parts, in order: a style's name is the hash of its rules, so
 * the names say which rules are merged. A card asks for the same few merges on every render, and
 * hashing their rules again each time was most of what its class names cost (200 embeds: 10 ms).
 */
const mergedByNames = boundedCache<SerializedStyles>();

/** One style for several, as the `css` prop merged a list: their rules in order, under a name hashed from them. */
function merged(styles: SerializedStyles[]): SerializedStyles | undefined {
  if (styles.length <= 1) return styles[0] && named(styles[0]);
  return mergedByNames(styles.map((style) => named(style).name).join(' '), () => serializeStyles(styles));
}

/** `cx` for the view's shadow root: its class names, with their rules in the root's sheet. */
export function useClassNames(): ClassNames {
  const target = useContext(RootStylesContext);
  return (...parts) => {
    const style = merged(collect(parts, []));
    // Every view renders under a root's styles (WidgetRoot); outside one there is nowhere to insert.
    if (!style || !target) return '';
    return insertStyle(target, style);
  };
}
