import { boardSlugPattern } from '../sources/board-names';
import { linkHost } from './link-host';

/**
 * Second-level labels under which a country's domains are registered (example.co.uk, example.com.au): the company's
 * name is then the label before them. A structural rule, not a list of sites.
 */
const registrySecondLevels = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'ne', 'or', 'org']);

/**
 * The board names a company's own site suggests: the label it registered its domain under ("squarespace" for
 * www.squarespace.com, "acme" for careers.acme.co.uk), as is and without hyphens. A guess only: whoever uses it
 * checks it against a board that lists the job the address names.
 */
export function siteBoardNames(host: string): string[] {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  // An address by number (IPv4 or IPv6) names no company.
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!) || host.includes(':')) return [];
  const last = labels.length - 1;
  const registered = labels[last]!.length === 2 && registrySecondLevels.has(labels[last - 1]!) && labels.length > 2 ? last - 2 : last - 1;
  const name = labels[registered]!;
  return [...new Set([name, name.replaceAll('-', '')])].filter((candidate) => boardSlugPattern.test(candidate));
}

/**
 * Hosts that show many companies' boards, each under a path naming the company's board: CareerPuck's
 * `/job-board/{name}/…`, a front end companies put over their Greenhouse board (its name is often, not always, the
 * board's: `lyft` is, `domino-data-lab` is `dominodatalab`; docs/research/ats-providers/link-shapes-first-round.md).
 */
const boardFrontEnds: ReadonlyMap<string, RegExp> = new Map([['app.careerpuck.com', /^\/job-board\/([^/]{1,100})(?:\/|$)/]]);

/**
 * The board names a company page's address suggests: on a front end that names the company in its path, that name as
 * is and without hyphens; else the site's own (siteBoardNames). A guess, as siteBoardNames is.
 */
export function addressBoardNames(url: URL): string[] {
  const host = linkHost(url);
  const frontEnd = boardFrontEnds.get(host);
  if (!frontEnd) return siteBoardNames(host);
  const name = frontEnd.exec(url.pathname)?.[1]?.toLowerCase();
  return name ? [...new Set([name, name.replaceAll('-', '')])].filter((candidate) => boardSlugPattern.test(candidate)) : [];
}
