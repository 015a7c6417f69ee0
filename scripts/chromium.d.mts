// Types of scripts/chromium.mjs for the TypeScript that imports it (e2e/support).
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string | undefined;
