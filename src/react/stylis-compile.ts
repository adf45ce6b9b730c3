/**
 * A style's flat rules as stylis (Emotion's CSS compiler) writes them, for browsers that cannot parse our nested styles
 * themselves (stylis-cache.ts). Stylis alone: what Emotion's cache added to it (a vendor prefixer and two selector
 * plugins) changes nothing our styles need (test/architecture/stylis-compile.test.ts).
 */
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';

/** Each top-level rule of `text` (`selector{styles}`, or a whole rule such as `@keyframes`), flat, in order, to `write`. */
export function compileStyles(text: string, write: (rule: string) => void): void {
  serialize(compile(text), middleware([stringify, rulesheet(write)]));
}
