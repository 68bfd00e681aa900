// `npm run taxonomy:install -- --from <folder>`: compiles the ESCO and O*NET files under the folder into DATA_DIR
// (./data unless DATA_DIR says otherwise). `npm run taxonomy:install -- --download`: downloads them from their
// publishers first (publisher-releases.ts, or the list a TAXONOMY_RELEASES file names), resuming what an earlier
// try left. Without `--`, npm keeps `--from` for itself and hands the folder on alone, so a lone folder is read as
// the one to install from.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { taxonomyAttribution } from './attribution';
import { downloadTaxonomy } from './download-taxonomy';
import { installTaxonomy, type InstallSummary } from './install-taxonomy';
import { publisherReleases, readReleasesFile } from './publisher-releases';
import { readableFailure } from './taxonomy-files';

const { values, positionals } = parseArgs({ options: { from: { type: 'string' }, download: { type: 'boolean' } }, allowPositionals: true });
const from = values.from ?? (positionals.length === 1 ? positionals[0] : undefined);
if (!from && !values.download) {
  console.error(
    'Name the folder that holds the ESCO and O*NET files (npm run taxonomy:install -- --from ../shared/data/taxonomy), or download them from their publishers (npm run taxonomy:install -- --download).',
  );
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
try {
  let summary: InstallSummary;
  if (from) summary = installTaxonomy({ from, dataDir });
  else {
    const releases = process.env.TAXONOMY_RELEASES ? readReleasesFile(process.env.TAXONOMY_RELEASES) : publisherReleases;
    summary = await downloadTaxonomy(
      { releases, dataDir },
      {
        onProgress: (progress) =>
          console.log(progress.stage === 'compiling' ? 'Compiling…' : `Downloading ${progress.file} (${progress.done + 1} of ${progress.total})…`),
      },
    );
  }
  console.log(
    `Installed ${summary.occupations.toLocaleString('en')} occupations, ${summary.titles.toLocaleString('en')} titles and ${summary.skills.toLocaleString('en')} skills from ${summary.sourceCount} files ` +
      `into ${summary.file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${(summary.milliseconds / 1000).toFixed(1)} s).\n` +
      `A running Seeker picks it up within 30 seconds.\n\n${taxonomyAttribution(summary.sources).join('\n')}`,
  );
} catch (error) {
  console.error(`Could not install the taxonomy: ${readableFailure(error)}`);
  process.exit(1);
}
