// Run by `npm start` before the web build: a wrong setting or a data directory already in use is
// reported in a second, instead of after a build that would also rewrite files a running server serves.
import { ConfigError, loadConfig } from './config';
import { assertDataDirFree, DataDirLockedError } from './lib/data-dir-lock';

try {
  const config = loadConfig();
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
