/** The slice of Wikidata's entity JSON we read (Special:EntityData/{id}.json → entities[id]). */
export type WikidataEntity = {
  id: string;
  labels?: Record<string, { value: string }>;
  claims?: Record<string, WikidataClaim[]>;
  sitelinks?: Record<string, { title: string }>;
};

export type WikidataClaim = {
  rank?: 'preferred' | 'normal' | 'deprecated';
  mainsnak?: { datavalue?: { value?: unknown } };
  qualifiers?: Record<string, { datavalue?: { value?: unknown } }[]>;
};

/** Claims of a property in the order Wikidata ranks them: preferred first, deprecated never. */
export function claimsOf(entity: WikidataEntity, property: string): WikidataClaim[] {
  const claims = (entity.claims?.[property] ?? []).filter((claim) => claim.rank !== 'deprecated');
  return [...claims.filter((claim) => claim.rank === 'preferred'), ...claims.filter((claim) => claim.rank !== 'preferred')];
}

export function itemId(value: unknown): string | null {
  const id = (value as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && /^Q\d+$/.test(id) ? id : null;
}

export function stringValue(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** "+1998-09-04T00:00:00Z" → 1998. */
export function yearOf(value: unknown): number | null {
  const time = (value as { time?: unknown } | undefined)?.time;
  if (typeof time !== 'string') return null;
  const match = /^([+-])(\d{1,16})-/.exec(time);
  if (!match) return null;
  const year = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return Number.isSafeInteger(year) ? year : null;
}

/** "+5000" → 5000. */
export function amountOf(value: unknown): number | null {
  const amount = Number((value as { amount?: unknown } | undefined)?.amount);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
}

export function qualifier(claim: WikidataClaim, property: string): unknown {
  return claim.qualifiers?.[property]?.[0]?.datavalue?.value;
}

export function mainValue(claim: WikidataClaim): unknown {
  return claim.mainsnak?.datavalue?.value;
}

/** A claim still in force: no end time (P582). */
export function isCurrent(claim: WikidataClaim): boolean {
  return claim.qualifiers?.P582 === undefined;
}
