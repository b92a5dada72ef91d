// Types of precompiled-ts.mjs (plain JavaScript: it must load before any TypeScript does).
export declare const precompiledDir: string;
export declare function precompiledFile(source: string): string;
export declare function writePrecompiled(source: string): void;
