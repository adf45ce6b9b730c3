import type { Expression, FunctionDeclaration, Node } from 'acorn';

/** A CommonJS factory (`node`) or, without `node`, a module's own top level (readUnits). */
export interface HintUnit {
  node?: Node;
  scope: unknown;
  statements: Node[];
  functions: { declaration: FunctionDeclaration; key: string }[];
  expressions: { expression: Expression; key: string }[];
}
export declare function readUnits(code: string, map: string): HintUnit[];
export declare function hintHotFunctions(
  code: string,
  map: string,
  hot: Set<string>,
): { code: string; map: string; factories: number; converted: string[]; unsafe: string[] };
export declare function withWholeFileHint(code: string, map: string): { code: string; map: string };
