import { savedJobDefaults } from '@seeker/contract';
import { normalizeCompanyName } from '../job-discovery/normalize/company-names';

// Normalisation names a company the source left blank "Not specified": that is no company to research.
const unnamed = normalizeCompanyName(savedJobDefaults.text);

/** One key per company however postings spell it ("ACME, Inc." = "Acme"); '' for no company. */
export function companyKey(name: string): string {
  const key = normalizeCompanyName(name);
  return key === unnamed ? '' : key;
}
