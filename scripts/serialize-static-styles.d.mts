export declare function serializeStaticStyles(source: string, fileName?: string): string;
