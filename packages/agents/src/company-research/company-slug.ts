const maxSlugLength = 56;

/** URL- and recordId-safe slug ("Acme Café & Co." → "acme-cafe-co"); a hash when no Latin letters survive. */
export function companySlug(name: string, key: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? `company-${fnv1a(key)}` : slug;
}

/** Two names can share a slug ("A&B", "A-B"): the later claims get -2, -3… */
export function slugClaimer(): (slug: string) => string {
  const used = new Set<string>();
  return (slug) => {
    let candidate = slug;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${slug}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
