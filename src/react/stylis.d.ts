// What the code reads of stylis, Emotion's CSS compiler (stylis ships no types): src/react/stylis-cache.ts compiles
// styles with it where a browser cannot parse them, and the template test reads CSS through it.
declare module 'stylis' {
  export type Element = object;
  /** One element of stylis's output: written out by the middleware before it, passed on by the one after. */
  export type Middleware = (element: Element, index: number, children: Element[], callback: Middleware) => string | void;
  export function compile(css: string): Element[];
  export function serialize(elements: Element[], callback: Middleware): string;
  export const stringify: Middleware;
  export function middleware(collection: Middleware[]): Middleware;
  /** Calls `callback` with each top-level rule, as written out by the middleware before it. */
  export function rulesheet(callback: (rule: string) => void): Middleware;
}
