/**
 * robots.txt as RFC 9309 reads it: groups of `user-agent` lines with their `allow` and `disallow` rules,
 * and the `sitemap` lines anywhere in the file. Rules of every group naming our product token are merged;
 * with none, the `*` groups apply. The longest matching rule wins, `allow` on a tie; `*` matches any run
 * of characters and a final `$` anchors the end. Unknown lines and lines without a colon are skipped.
 */
export type RobotsTxt = {
  /** Rules for each lower-cased user-agent token, `*` included. */
  groups: Map<string, Rule[]>;
  /** Absolute sitemap addresses, as the file lists them. */
  sitemaps: string[];
};

type Rule = { allow: boolean; pattern: string };

/** RFC 9309 asks crawlers to read at least 500 KiB; what lies beyond is ignored. */
export const robotsTxtMaxBytes = 500 * 1024;

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups = new Map<string, Rule[]>();
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  // Past the limit the file is cut at its last whole line: a rule cut short would say something else.
  const kept = text.length > robotsTxtMaxBytes ? text.slice(0, text.slice(0, robotsTxtMaxBytes).search(/[\r\n][^\r\n]*$/) + 1) : text;
  for (const rawLine of kept.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (key === 'user-agent') {
      // A user-agent line after rules starts a new group; consecutive ones share the group that follows.
      if (inRules) agents = [];
      inRules = false;
      // A crawler is named by its product token: "Seeker/1.0 (…)" is Seeker (RFC 9309 matches the leading letters, "_" and "-").
      const agent = value === '*' ? '*' : (/^[a-z_-]+/i.exec(value)?.[0] ?? '').toLowerCase();
      if (agent && !agents.includes(agent)) agents.push(agent);
      if (agent && !groups.has(agent)) groups.set(agent, []);
    } else if (key === 'allow' || key === 'disallow') {
      inRules = true;
      // An empty disallow allows everything: it adds no rule.
      if (!value) continue;
      for (const agent of agents) groups.get(agent)!.push({ allow: key === 'allow', pattern: normalizePath(value) });
    }
  }
  return { groups, sitemaps };
}

/** Whether a crawler calling itself `productToken` may fetch `path` (with its query) under these rules. */
export function robotsAllows(robots: RobotsTxt, productToken: string, path: string): boolean {
  const target = normalizePath(path);
  // The robots.txt file itself is always readable.
  if (target === '/robots.txt') return true;
  const rules = rulesFor(robots, productToken.toLowerCase());
  let best: Rule | undefined;
  for (const rule of rules) {
    if (!matches(rule.pattern, target)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)) best = rule;
  }
  return best?.allow ?? true;
}

/** The groups naming our token, merged; with none, the `*` groups. A token's empty group still counts as naming it. */
function rulesFor(robots: RobotsTxt, token: string): Rule[] {
  return robots.groups.get(token) ?? robots.groups.get('*') ?? [];
}

/** Percent-encodes what a path may carry unencoded and upper-cases existing escapes, so both sides compare alike. */
function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') || path.startsWith('*') ? path : `/${path}`;
  return withSlash.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  // Plain prefixes are most rules: no expression needed.
  if (parts.length === 1) return anchored ? path === parts[0] : path.startsWith(parts[0]!);
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (index === 0) {
      if (!path.startsWith(part)) return false;
      at = part.length;
      continue;
    }
    if (index === parts.length - 1 && anchored) return path.length - part.length >= at && path.endsWith(part);
    const found = path.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}
