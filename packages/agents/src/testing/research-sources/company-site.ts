import type { FakeResearchCompany } from './research-company';

/** The company's home page: what its <head> says of it, with a body that is never read. */
export function companySite(company: FakeResearchCompany): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${company.name} &amp; the warehouse of the future</title>
<meta name="description" content="${company.name} builds robots for warehouses.">
<meta property="og:image" content="/sites/${company.siteSlug}/logo.png">
<link rel="icon" href="/favicon.ico">
<script>document.title = 'never read';</script>
</head><body><h1>${company.name}</h1><p>${'Body text. '.repeat(50)}</p></body></html>`;
}
