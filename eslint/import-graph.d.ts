// Types of what the lint rules' tests use from import-graph.js (the rules stay plain JavaScript, as ESLint loads them).
export declare function forgetImportGraph(): void;
