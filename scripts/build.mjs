// `npm run build`: the web app and the server bundle, always (scripts/production-build.mjs).
import { build } from './production-build.mjs';

try {
  build();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
