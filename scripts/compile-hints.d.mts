import type { FunctionDeclaration, Node } from 'acorn';

export interface Factory {
  node: Node;
  scope: unknown;
  functions: { declaration: FunctionDeclaration; key: string }[];
}
export declare function readFactories(code: string, map: string): Factory[];
export declare function hintHotFunctions(
  code: string,
  map: string,
  hot: Set<string>,
): { code: string; map: string; factories: number; converted: string[]; unsafe: string[] };
