/**
 * `css` and `keyframes` as Emotion's React package writes them, over Emotion's own serialiser: a
 * style object (its rules and a name hashed from them) that a view turns into a class of its shadow
 * root's cache (src/react/use-class-names.ts). The views use nothing else of that package (no `css`
 * prop, no theme, no global styles), so its components and the default cache it creates as it loads
 * are not shipped.
 */
import { serializeStyles, type CSSInterpolation, type Keyframes, type SerializedStyles } from '@emotion/serialize';

export type { Keyframes, SerializedStyles };

export function css(template: TemplateStringsArray | CSSInterpolation, ...interpolations: CSSInterpolation[]): SerializedStyles {
  return serializeStyles([template, ...interpolations]);
}

/** An animation's frames, named from their rules; interpolated into a style, it brings its `@keyframes` rule along. */
export function keyframes(template: TemplateStringsArray | CSSInterpolation, ...interpolations: CSSInterpolation[]): Keyframes {
  const frames = css(template, ...interpolations);
  const name = `animation-${frames.name}`;
  return {
    name,
    styles: `@keyframes ${name}{${frames.styles}}`,
    anim: 1,
    toString() {
      return `_EMO_${this.name}_${this.styles}_EMO_`;
    },
  } as Keyframes;
}
