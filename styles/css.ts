/**
 * `css` and `keyframes` as Emotion's React package writes them: a style object (its rules and a name hashed from them,
 * with Emotion's own hash) that a view turns into a class of its shadow root (src/react/use-class-names.ts).
 *
 * The serialising is Emotion's (`serializeStyles` of @emotion/serialize) for what our templates interpolate: text,
 * numbers, other styles and animations. Its serialiser also reads style objects, functions of props, registered class
 * names and `label:` declarations, none of which the views write; it was 1.1 KB gz of the UI. The same text makes
 * the same style, name included (test/architecture/css-serialize.test.ts compares the two on every template of the
 * code), so the templates the build serialises ahead (scripts/serialize-static-styles.mjs) and the ones serialised here
 * as the modules run are one kind of object.
 */
import hashString from '@emotion/hash';

/**
 * A style: its CSS (nested, for one class) and the name of that class, hashed from it. `next` links the animations it
 * uses, whose `@keyframes` rules go into the sheet with it (Emotion's shape: `insertStyle` in use-class-names.ts). The build
 * ships the styles it serialises without their name, which {@link named} gives them when first drawn.
 */
export interface SerializedStyles {
  name: string;
  styles: string;
  next?: SerializedStyles;
}

/**
 * The style with its name: the serialiser's, or hashed from its rules the first time it is drawn. The build ships its
 * serialised styles without one (scripts/serialize-static-styles.mjs): a hash a style was 500 B gz of the UI, which
 * compresses no further, for the few of its hundred styles a page draws.
 */
export function named(style: SerializedStyles): SerializedStyles {
  style.name ??= hashString(style.styles);
  return style;
}

/** An animation's frames: interpolated into a style, its name is written and its `@keyframes` rule comes along. */
export interface Keyframes {
  name: string;
  styles: string;
  anim: 1;
}

/** What a template may interpolate: text, a number, another style, an animation, or nothing (a condition that fails). */
export type Interpolation = string | number | SerializedStyles | Keyframes | boolean | null | undefined;

/** The animations of the style being serialised, newest first (Emotion's `cursor`). */
let animations: SerializedStyles | undefined;

function interpolate(part: Interpolation): string {
  if (part == null || typeof part === 'boolean') return '';
  if (typeof part !== 'object') return String(part);
  if ('anim' in part) {
    animations = { name: part.name, styles: part.styles, next: animations };
    return part.name;
  }
  for (let next = part.next; next; next = next.next) animations = { name: next.name, styles: next.styles, next: animations };
  return `${part.styles};`;
}

/** A style from a template, or from a list of styles merged in order (later ones winning), as Emotion serialises both. */
export function serializeStyles(
  parts: readonly Interpolation[] | TemplateStringsArray,
  ...interpolations: Interpolation[]
): SerializedStyles {
  const template = 'raw' in parts ? parts : undefined;
  const values = template ? interpolations : parts;
  const [only] = values;
  if (!template && values.length === 1 && typeof only === 'object' && only && !('anim' in only)) return only;
  animations = undefined;
  let styles = template?.[0] ?? '';
  values.forEach((value, index) => {
    styles += interpolate(value as Interpolation) + (template?.[index + 1] ?? '');
  });
  return { name: hashString(styles), styles, next: animations };
}

/** A style written as a tagged template. */
export const css: (template: TemplateStringsArray, ...interpolations: Interpolation[]) => SerializedStyles = serializeStyles;

/** An animation's frames, named from their rules; interpolated into a style, it brings its `@keyframes` rule along. */
export function keyframes(template: TemplateStringsArray, ...interpolations: Interpolation[]): Keyframes {
  const frames = serializeStyles(template, ...interpolations);
  const name = `animation-${frames.name}`;
  return { name, styles: `@keyframes ${name}{${frames.styles}}`, anim: 1 };
}
