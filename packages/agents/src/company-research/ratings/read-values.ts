/** Defensive reads of the ratings provider's JSON: a field of the wrong type is absent, never guessed. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim().slice(0, 1000) : null;
}

export function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** A 0–1 share. */
export function share(value: unknown): number | null {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : null;
}

/** A 0–5 rating; 0 is how the provider says "no rating". */
export function rating(value: unknown): number | null {
  return typeof value === 'number' && value > 0 && value <= 5 ? value : null;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter((entry) => entry !== null && typeof entry === 'object') : [];
}

export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
