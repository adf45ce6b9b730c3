export declare function serializedStyle(text: string): { name: string; styles: string };
export declare function serializeStaticStyles(source: string, fileName?: string): string;
