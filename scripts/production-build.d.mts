// Types of production-build.mjs, for the TypeScript that calls it (the test suites' global setup).
export declare const repoRoot: string;
export declare function inputsHash(): string;
export declare function staleReason(hash?: string): string | undefined;
export declare function build(hash?: string): void;
export declare function buildIfStale(options?: { before?: () => void }): boolean;
