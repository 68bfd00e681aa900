// "No remote", "not remote", "non-remote", "remote not available/possible", "remote: no", "without remote".
const negatedRemote =
  /\b(?:no|not|non|without)[\s-]+(?:a\s+|fully\s+)?remote\b|\bremote\s*(?:work\s*)?(?:is\s+|are\s+)?(?:not|n['’]t)\s*(?:available|possible|allowed|offered|an option)\b|\bremote\s*:\s*(?:no|none)\b/gi;
// Hybrid means some days at an office: "hybrid remote", "remote 2 days a week", "partially remote" are not remote.
const partialRemote = /\bhybrid[\s-]+remote\b|\bremote[\s-]+hybrid\b|\b(?:partially|partly|occasionally)\s+remote\b|\bremote\s+\d|\b\d\s*days?\s*(?:a\s+week\s+|\/\s*week\s+)?remote\b/gi;
const remoteInLocation = /\bremote\b|\banywhere\b|\bworldwide\b|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\bdistributed\b|\bhome[\s-]?office\b|\bhome[\s-]based\b|\btelecommut/i;
// In titles "remote" must stand apart ("Engineer (Remote)", "Remote - Designer"), not name the work ("Remote Sensing Analyst").
const remoteInTitle =
  /\b(?:100%\s+|fully\s+)?remote\b(?!\s+(?:sensing|control|pilot|monitoring|operator|operations|patient|access|desktop|support))|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\banywhere\b/i;
// In a description only plain statements count: the word "remote" alone is too common there ("remote teams").
const remoteInDescription =
  /\b(?:fully|100%|completely|entirely)\s+remote\b|\bremote[\s-]first\b|\bwork\s+from\s+anywhere\b|\bthis\s+(?:is\s+a\s+)?(?:role|position|job)\s+is\s+(?:fully\s+)?remote\b|\b(?:this\s+is\s+)?a\s+(?:fully\s+)?remote\s+(?:role|position|job)\b/i;

function mentions(text: string | undefined, pattern: RegExp): boolean {
  if (!text) return false;
  const kept = text.slice(0, 50_000).replace(negatedRemote, ' ').replace(partialRemote, ' ');
  return pattern.test(kept);
}

function denies(text: string | undefined): boolean {
  return !!text && new RegExp(negatedRemote.source, 'i').test(text.slice(0, 50_000));
}

/**
 * Whether a posting is remote: the source's own flag wins; else its location or title says so ("Remote - US",
 * "Anywhere", "Work from home", "Engineer (Remote)"); else its description states it plainly ("fully remote").
 * Negations ("no remote", "remote not available") and hybrid arrangements are not remote.
 */
export function detectRemote(raw: { remote?: boolean; location?: string; title: string; descriptionText?: string }): boolean {
  if (typeof raw.remote === 'boolean') return raw.remote;
  if (mentions(raw.location, remoteInLocation) || mentions(raw.title, remoteInTitle)) return true;
  if (denies(raw.location) || denies(raw.title)) return false;
  return mentions(raw.descriptionText, remoteInDescription);
}
