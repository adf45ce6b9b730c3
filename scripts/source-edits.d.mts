export declare function parseSource(source: string, fileName: string): import('typescript').SourceFile;
export declare function applyEdits(source: string, edits: readonly (readonly [number, number, string])[]): string;
