import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { titleLanguages } from '@seeker/agents';
import { downloadableAddress, type PublisherFile } from './download-file';

// The releases `npm run taxonomy:install -- --download` fetches from their publishers (decision 0048): ESCO's
// classification in each of the eight languages (its portal's direct addresses: occupations, skills and their
// relations in CSV), O*NET's database in its text edition, and Nesta's ESCO–O*NET crosswalk at the commit read
// for ../shared/data/taxonomy (its SHA-256 is that copy's). ESCO and O*NET publish no checksum beside their
// files; their contents are checked by compiling them (an index without ESCO's English occupations is refused).
const escoRelease = 'v1.2.1';
const onetRelease = '29_2';
const crosswalkCommit = 'cb8c57a2c4a0ab40a2bba4eca6664601bcc24cad';

export const publisherReleases: PublisherFile[] = [
  ...titleLanguages.map((language) => ({
    name: `ESCO ${escoRelease} classification (${language})`,
    url: `https://ec.europa.eu/esco/download/ESCO%20dataset%20-%20${escoRelease}%20-%20classification%20-%20${language}%20-%20csv.zip`,
  })),
  {
    name: `O*NET ${onetRelease.replace('_', '.')} database (text)`,
    url: `https://www.onetcenter.org/dl_files/database/db_${onetRelease}_text.zip`,
  },
  {
    name: 'ESCO–O*NET crosswalk (Nesta, November 2020)',
    url: `https://raw.githubusercontent.com/nestauk/mapping-career-causeways/${crosswalkCommit}/supplementary_online_data/ONET_ESCO_crosswalk/esco_onet_crosswalk_Nov2020.csv`,
    sha256: 'b9a1ec484c99f282a3124f99678b8b39e847b3b7689410bb6d6b51807bd9d534',
  },
];

const releasesFileSchema = z
  .array(
    z.strictObject({
      name: z.string().trim().min(1).max(200),
      url: z.string().refine(downloadableAddress, 'must be an https:// address, or http:// on this machine'),
      sha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits')
        .optional(),
    }),
  )
  .min(1)
  .max(100);

/** The releases a TAXONOMY_RELEASES file names instead (a mirror, another release): a JSON list of {name, url, sha256?}. */
export function readReleasesFile(file: string): PublisherFile[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const result = releasesFileSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `${file} is not a list of {name, url, sha256?}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`,
    );
  return result.data;
}
