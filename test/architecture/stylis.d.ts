// The three functions of Emotion's CSS compiler the template test reads CSS through (stylis ships no types).
declare module 'stylis' {
  export type Element = object;
  export function compile(css: string): Element[];
  export function serialize(elements: Element[], callback: unknown): string;
  export function stringify(): string;
}
