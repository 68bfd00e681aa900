import type { Workplace } from '../raw-posting';

// "No remote", "not remote", "non-remote", "remote not available/possible", "remote: no", "without remote".
const negatedRemote =
  /\b(?:no|not|non|without)[\s-]+(?:a\s+)?(?:fully\s+|100%\s+)?remote\b|\bremote\s*(?:work\s*)?(?:is\s+|are\s+)?(?:not|n['’]t)\s*(?:available|possible|allowed|offered|an option)\b|\bremote\s*:\s*(?:no|none)\b/gi;
const deniedRemote = new RegExp(negatedRemote.source, 'i');
// Some days at an office: "Hybrid", "hybrid remote", "remote 2 days a week", "partially remote".
const hybridPlace =
  /\bhybrid\b|\b(?:partially|partly|occasionally)\s+remote\b|\bremote\s+\d\s*(?:days?\b|x\b|\/)|\b\d\s*days?\s*(?:a\s+week\s+|\/\s*week\s+)?remote\b/i;
const onsitePlace = /\bon[\s-]?site\b|\bin[\s-](?:office|person)\b|\boffice[\s-]based\b/i;
const remotePlace =
  /\bremote\b|\banywhere\b|\bworldwide\b|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\bdistributed\b|\bhome[\s-]?office\b|\bhome[\s-]based\b|\btelecommut/i;
// In titles "remote" must stand apart ("Engineer (Remote)", "Remote - Designer"), not name the work ("Remote Sensing Analyst").
const remoteTitle =
  /\b(?:100%\s+|fully\s+)?remote\b(?!\s+(?:sensing|control|pilot|monitoring|operator|operations|patient|access|desktop|support|camera|vehicle|drone|robot\w*|systems?\s+operator))|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\banywhere\b/i;
const placeTitle = /\((?:[^)]*\b(?:hybrid|on[\s-]?site|in[\s-]office)\b[^)]*)\)|[-–—|,]\s*(?:hybrid|on[\s-]?site|in[\s-]office)\b/i;
// A description counts only where it states the arrangement plainly: "remote teams" and "hybrid cloud" do not.
// "Remote-first" describes a company, not the role: it says nothing here.
const remoteStated =
  /\b(?:fully|100%|completely|entirely)\s+remote\b(?![\s-](?:friendly|first))|\bwork\s+from\s+anywhere\b|\bthis\s+(?:is\s+a\s+)?(?:role|position|job)\s+is\s+(?:fully\s+)?remote\b|\b(?:this\s+is\s+)?a\s+(?:fully\s+)?remote\s+(?:role|position|job)\b|\b(?:100\s?%|vollständig|komplett|full)[\s-](?:remote|home[\s-]?office|télétravail|remoto|zdaln\S*)\b|\btélétravail\s+(?:complet|total)\b|\b(?:totalmente|completamente)\s+remoto\b|\bvolledig\s+(?:remote|op\s+afstand)\b|\bw\s+pełni\s+zdaln\S*/i;
// The role itself said to be remote, which outweighs what is said of the team or company.
const roleRemoteStated =
  /\b(?:this|the)\s+(?:role|position|job)\s+is\s+(?:fully\s+|100%\s+)?remote\b|\b(?:this\s+is\s+)?a\s+(?:fully\s+|100%\s+)?remote\s+(?:role|position|job)\b/i;
const hybridStated =
  /\bhybrid\s+(?:role|position|job|work(?:ing)?|schedule|model|setup|arrangement|environment|policy)\b|^\s*hybrid\s*[:–—-]|\b(?:this|the)\s+(?:role|position|job)\s+is\s+hybrid\b|\b[1-4]\s*(?:(?:-|–|to)\s*[1-4]\s*)?days?\s+(?:a|per|each)\s+week\s+(?:in|at|from)\s+(?:the\s+|our\s+)?(?:[^\s\d.,;:!?]+\s+){0,3}(?:office|hq|studio)\b|\b[1-4]\s*x\s*days?\s+(?:(?:a|per)\s+week\s+)?in\s+(?:the\s+|our\s+)?office\b|\b(?:role|position|job)\s+is\s+(?:mostly|mainly|primarily|largely)\s+remote\b|\b(?:mostly|mainly|primarily|largely)\s+remote\s+with\b|\bhybride[snr]?\s+(?:arbeiten|arbeit|arbeitsmodell|arbeitsweise|werken|werkplek)\b|\bhybrid(?:es)?\s+arbeitsmodell\b|\btélétravail\s+partiel\b|\b(?:modalidad|modelo|trabajo|modalità|lavoro)\s+(?:híbrid[oa]|ibrid[oa])\b|\bprac\S*\s+hybrydow\S*/im;
const onsiteStated =
  /\b(?:this|the)\s+(?:role|position|job)\s+is\s+based\s+(?:in|at)\s+(?:our|the)\b[^.]{0,60}\b(?:office|hq|headquarters|studio)\b|\b(?:this|the)\s+(?:role|position|job)\s+is\s+(?:fully\s+|100%\s+)?(?:on[\s-]?site|in[\s-](?:office|person))\b|\bfully\s+(?:on[\s-]?site|in[\s-]office|in[\s-]person)\b|\b(?:5|five)\s+days\s+(?:a|per)\s+week\s+(?:in\s+(?:the\s+|our\s+)?(?:[^\s\d.,;:!?]+\s+){0,3}office|in[\s-]office|on[\s-]?site|in[\s-]person)\b|\b(?:on[\s-]?site|in[\s-]office|in[\s-]person)\s+(?:role|position|job)\b(?!\s+(?:interview|fair|event|training|offer)s?\b)|\b(?:100\s?%|trabajo|modalidad)\s+presencial\b|\blavoro\s+in\s+presenza\b|\bprac\S*\s+stacjonarn\S*/i;

const readLimit = 50_000;

/** Whether the text rules remote work out ("no remote", "remote work not possible", "Remote: No"). */
export function deniesRemote(text: string | undefined): boolean {
  return !!text && deniedRemote.test(text.slice(0, readLimit));
}

/** The text as the statements are read: its first part, with every denial of remote blanked out. */
function readable(text: string | undefined): string {
  return text ? text.slice(0, readLimit).replace(negatedRemote, ' ') : '';
}

function says(text: string | undefined, pattern: RegExp): boolean {
  return pattern.test(readable(text));
}

/**
 * How a job is worked: remote, hybrid or on-site, or null when nothing says. A source's own three-way field
 * wins; then the location and title ("Hybrid - London", "Engineer (On-site)", "Remote - US"), where a hybrid
 * place outweighs a source's bare remote flag (Ashby's isRemote is true on hybrid jobs); then the flag, unless
 * the place and title say nothing of remote and the description plainly says the role is hybrid or on-site; then
 * a plain statement in the description ("this role is hybrid", "3 days a week in the office", "fully
 * remote"). "Not remote" (a flag or words) rules remote out and leaves the rest to what is stated.
 */
export function detectWorkplace(raw: {
  workplace?: Workplace;
  remote?: boolean;
  location?: string;
  title: string;
  descriptionText?: string;
}): Workplace | null {
  if (raw.workplace) return raw.workplace;
  const { location, title } = raw;
  const titlePlace = placeTitle.exec(title.slice(0, 300))?.[0] ?? '';
  if (says(location, hybridPlace) || /hybrid/i.test(titlePlace)) return 'hybrid';
  // Read once: it is the longest text and up to three statements are looked for in it.
  const description = readable(raw.descriptionText);
  // A bare remote flag (a remote board lists everything as remote) yields to a description that plainly
  // says the role is hybrid or on-site, unless the role itself, its place or its title says remote.
  if (raw.remote === true) {
    if (roleRemoteStated.test(description) || says(location, remotePlace) || says(title, remoteTitle)) return 'remote';
    if (hybridStated.test(description)) return 'hybrid';
    return onsiteStated.test(description) ? 'onsite' : 'remote';
  }
  if (says(location, onsitePlace) || /on[\s-]?site|in[\s-]office/i.test(titlePlace)) return 'onsite';
  const remoteAllowed = raw.remote !== false && !deniesRemote(location) && !deniesRemote(title);
  if (remoteAllowed && (says(location, remotePlace) || says(title, remoteTitle))) return 'remote';
  if (hybridStated.test(description)) return 'hybrid';
  if (onsiteStated.test(description)) return 'onsite';
  return remoteAllowed && remoteStated.test(description) ? 'remote' : null;
}
