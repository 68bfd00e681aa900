// Types of what the lint rules' tests use from rules.js (the rules stay plain JavaScript, as ESLint loads them).
import type { ESLint } from 'eslint';
export declare const seekerPlugin: ESLint.Plugin;
