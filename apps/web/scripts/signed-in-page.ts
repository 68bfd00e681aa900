import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The page the server answers instead of index.html to a request with a session cookie (apps/server/src/http/web-app.ts). */
export const signedInPageName = 'index.signed-in.html';

/** The chunk group of the signed-in app: the router, the page frame and the dashboard (vite.config.ts). */
const signedInChunkName = 'signed-in';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** `file` and every chunk it imports statically, each once. */
function staticClosure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Writes a copy of index.html that also names the signed-in app's code (`<link rel="modulepreload">`) and
 * the session check: for someone signed in, the browser fetches both beside the entry instead of one
 * after the other once the entry has run.
 * index.html itself (the sign-in page, for everyone else) stays as it is.
 */
export function signedInPage(): Plugin {
  return {
    name: 'seeker:signed-in-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const signedIn = chunks(bundle).find((chunk) => chunk.name === signedInChunkName && !chunk.isEntry);
      if (html?.type !== 'asset' || !signedIn) {
        this.error(`${signedInPageName}: the build has no index.html or no "${signedInChunkName}" chunk`);
      }
      const source = String(html.source);
      const base = this.environment.config.base;
      const extra = [...staticClosure(bundle, signedIn.fileName)].filter((file) => !source.includes(`${base}${file}"`));
      const links =
        extra.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('') +
        // The auth gate's first request (better-auth's client sends it with credentials), asked for beside the code.
        `    <link rel="preload" href="${base}api/auth/get-session" as="fetch" crossorigin="use-credentials">\n`;
      if (!source.includes('  </head>')) this.error(`${signedInPageName}: index.html has no </head>`);
      this.emitFile({ type: 'asset', fileName: signedInPageName, source: source.replace('  </head>', `${links}  </head>`) });
    },
  };
}
