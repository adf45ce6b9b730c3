export declare function cssTemplate(node: import('typescript').Node, source: string): import('typescript').TemplateLiteral | undefined;
export declare function minifyCssText(text: string): string;
export declare function minifyCssTemplates(source: string, fileName?: string): string;
export declare const minifyCssTemplatesPlugin: import('esbuild').Plugin;
