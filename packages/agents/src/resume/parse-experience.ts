import type { ExperienceEntry } from '@seeker/contract';
import { findHeaderDates } from './dates';
import { continuesBullet, isSentence, type ResumeLine } from './resume-lines';
import { labelledHeaderLine } from './labelled-roles';
import { namesAnOrganisation } from './organisation-words';
import { withFragmentsFolded } from './role-fragments';
import { withWrappedRoleHeaders } from './wrapped-role-headers';
import { titleBeforeColon } from './title-before-colon';
import { looksLikeRole } from './role-words';
import { isKnownCity } from '../places/known-city';
import { datesAndPlace, onlyDates, withoutDates } from './only-dates';
import {
  abbreviationEnd,
  datedAsTheResumeDates,
  headerLike,
  namesASupervisor,
  isPlaceLine,
  isProse,
  says,
  withoutDatedPlaces,
} from './role-header-lines';
import { isDuration, isTitle, onlyDashes, splitHeader, type Header } from './split-header';
import { isLocation } from './header-places';

/** More roles than the check step shows (60) and than any resume has. */
const mostRoles = 120;

/** `written`: the header's lines where the resume wrote them (an employer carried over from the role above is not). */
type Draft = { header: string[]; bullets: string[]; written?: string[] };

/**
 * Roles in the order written: each a header (role, company, place, dates) and its bullets. A resume
 * dates every role the same way, so the dated lines anchor the roles: the short lines just above an
 * anchor belong to it when the resume puts titles above dates ("Senior Engineer" over "Acme, Austin,
 * TX  2011 – 2012"), the short lines just below when it puts dates first ("June 2022 – Present" over
 * "Software Engineer, Google"). A section without dated lines is read line by line.
 */
export function parseExperience(written: readonly ResumeLine[]): ExperienceEntry[] {
  const { lines, anchors: dated } = withWrappedRoleHeaders(written);
  // A hostile resume's dated lines past mostRoles are read as the last role's lines.
  const anchors = datedAsTheResumeDates(lines, withoutDatedPlaces(lines, dated)).slice(0, mostRoles);
  const drafts = anchors.length === 0 ? readUndated(lines) : readAnchored(lines, anchors);
  return withFragmentsFolded(consistentFields(drafts.map((draft) => ({ draft, header: splitHeader(draft.header) }))));
}

type Read = { draft: Draft; header: Header };

/** A line of a title, an employer and a place, set apart by commas ("Shop assistent, New Yorker, Rotterdam"): a whole header. */
function titleEmployerPlace(text: string) {
  const header = splitHeader([text]);
  // (The place is among the pieces where the line sets it apart as they are: "Leitung • JCL • Lichtenfels".)
  const pieces = header.parts.filter((part) => part !== header.location).length;
  return header.role !== '' && header.company !== '' && header.location !== '' && pieces === 2 && !isSentence(text);
}

const isPlace = (part: string) => isKnownCity(part) || isLocation(part);

/** Which header line holds the title and which the employer, for a header of so many lines. */
const shapeOf = ({ draft, header }: Read) => {
  const roleAt = header.parts.indexOf(header.role);
  const companyAt = header.parts.indexOf(header.company);
  // Only a title and an employer on lines of their own say which line is which.
  if (roleAt < 0 || companyAt < 0 || header.lines[roleAt] === header.lines[companyAt]) return null;
  return `${draft.header.length}|${header.lines[roleAt]}|${header.lines[companyAt]}`;
};

/**
 * A resume writes every role's header the same way: where most roles that say plainly which line is the title and
 * which the employer ("Milkman S.p.A." over "DATA ENGINEER AND BI ANALYST  Mar. 2018 - Oggi") agree, a role whose
 * words say neither ("AOUI | Verona" over "BIOINFORMATICO  Lug. 2016 - ott. 2016") is read the same way.
 */
function consistentFields(read: Read[]): ExperienceEntry[] {
  const shapes = new Map<string, number>();
  for (const entry of read) {
    const shape = isTitle(entry.header.role) && entry.header.company ? shapeOf(entry) : null;
    if (shape) shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  const [shape, count] = [...shapes].sort((left, right) => right[1] - left[1])[0] ?? [];
  if (!shape || count! < 2) return read.map(toEntry);
  const [lineCount, roleLine, companyLine] = shape.split('|').map(Number) as [number, number, number];
  return read.map((entry) => {
    const { draft, header } = entry;
    if (draft.header.length !== lineCount || isTitle(header.role) || shapeOf(entry) === shape) return toEntry(entry);
    const onLine = (line: number) => header.parts.filter((_, index) => header.lines[index] === line);
    const [role, ...roleRest] = onLine(roleLine);
    const [company, ...companyRest] = onLine(companyLine).filter((part) => !isPlace(part));
    if (!role || !company) return toEntry(entry);
    const places = header.parts.filter((part) => part !== role && part !== company && isPlace(part));
    return {
      ...toEntry(entry),
      role: [role, ...roleRest].join(', '),
      company: [company, ...companyRest].join(', '),
      location: header.location || places.join(', '),
    };
  });
}

// Words, not the brackets or dashes the dates leave behind ("Saclay ( )").
/**
 * Lines that label a title or an employer on their own ("Stanowisko: Junior Test Engineer" under "07.2019-∞ DIEBOLD
 * NIXDORF"), each with the role whose dated line is the last above it: where none stands above the first dated line,
 * the resume writes them under their role's dates. Empty where one does (they lead their roles).
 */
function labelledBelow(lines: readonly ResumeLine[], anchors: number[]): Map<number, number> {
  const owners = new Map<number, number>();
  lines.forEach((line, index) => {
    // "Fonction : Création des produits et configurations décorative des avions.": a sentence after a label is duties.
    const value = labelledHeaderLine(line.text);
    if (value === null || isProse(value)) return;
    const owner = anchors.findLastIndex((anchor) => anchor < index);
    owners.set(index, owner);
  });
  return [...owners.values()].includes(-1) ? new Map() : owners;
}

/** The line under a role's dated line names an organisation on its own ("Tieto Polska sp. z o.o." under "Java, C++ Developer"). */
function organisationUnder(lines: readonly ResumeLine[], anchor: number, end: number) {
  const below = anchor + 1 < end ? lines[anchor + 1]! : undefined;
  return (
    below !== undefined &&
    !below.bullet &&
    below.text.length <= 80 &&
    !isProse(below.text) &&
    (!isSentence(below.text) || abbreviationEnd.test(below.text)) &&
    namesAnOrganisation(below.text) &&
    !looksLikeRole(below.text)
  );
}

function readAnchored(lines: readonly ResumeLine[], anchors: number[]): Draft[] {
  // `group`: the employer's line the role was read under where it heads several (a profile export's grouping).
  const drafts: (Draft & { employer?: string; group?: string })[] = [];
  const labelled = labelledBelow(lines, anchors);
  const taken = new Set<number>([...anchors, ...labelled.keys()]);
  // Whether this resume writes a role's lines above its dates or below them, as its first undecided role shows.
  let style: 'above' | 'below' | null = null;
  // A section that opens with a dated line has nothing above its first role's dates: its lines are below them.
  const opensWithDates = anchors[0] === 0;
  // Whether this resume writes a role's title above its dates and its employer below them.
  let sandwiched = false;
  anchors.forEach((anchor, order) => {
    const start = order === 0 ? -1 : anchors[order - 1]!;
    const end = order + 1 < anchors.length ? anchors[order + 1]! : lines.length;
    let inherited: string | undefined;
    const up: number[] = [];
    const listed = lines[anchor]!.bullet;
    for (let index = anchor - 1; index > start && up.length < 3 && headerLike(lines[index], listed) && !taken.has(index); index--) up.unshift(index);
    const down: number[] = [];
    // A line naming whom the person worked under ("Advisor: Jesse N. Weber") is passed over: the title may be under it.
    for (let index = anchor + 1; index < end && down.length < 3 && !taken.has(index); index++) {
      if (namesASupervisor(lines[index]!.text)) continue;
      if (!headerLike(lines[index], listed)) break;
      down.push(index);
    }
    let header: number[] = [];
    const text = lines[anchor]!.text;
    // Lines outward from the dates: the nearest, and the next unless the nearest says both title and
    // employer; a line that is only a place is taken on the way without counting.
    const outward = (run: number[]) => {
      const taken: number[] = [];
      let counted = 0;
      for (const index of run) {
        const line = lines[index]!.text;
        taken.push(index);
        // A place, or how long the roles at an employer lasted ("Grupo Fontebras" over "11 meses"), is taken on the way.
        if (isPlace(line.replace(/\s+\d{5}(?:-\d{4})?$/, '')) || isDuration(line)) continue;
        counted++;
        const said = says(line);
        // "Engenheiro civil Pleno - Projeto CCR 15 BIS" under "Control Tec Gerenciamento de Obras": a title whose dash
        // only seems to name an employer, with the employer on a line of its own beyond it.
        const beyond = run.slice(run.indexOf(index) + 1).find((next) => !isDuration(lines[next]!.text));
        const employerBeyond = beyond !== undefined && onlyDashes(line) && !looksLikeRole(lines[beyond]!.text) && !isSentence(lines[beyond]!.text);
        if (counted === 2 || (counted === 1 && ((said.role && said.company) || titleEmployerPlace(line)) && !employerBeyond)) break;
      }
      return taken;
    };
    // (Dates with only the place beside them, "… (5 anos 5 meses) São Paulo", say no title or employer either.)
    if (onlyDates(text) || datesAndPlace(text)) {
      const above = up.length > 0 && (style !== 'below' || down.length === 0);
      // "Fachkraft technische Systemplanerin" over "2025.02 - heute" over "AFRY Deutschland GmbH": the title above the
      // dates, the organisation below them; once a role was so written, the later ones are too, whatever their words.
      // (Written so, a short line in lower case is the employer too: "deutscher Jugendhilfeträger, Finnland".)
      const next = anchor + 1 < end ? lines[anchor + 1]! : undefined;
      const below =
        next && !next.bullet && (down[0] === anchor + 1 || (sandwiched && next.text.length <= 80 && !isProse(next.text))) ? next.text : '';
      // (Not where the resume groups roles under an employer's line above them: the organisation below is the next group's.)
      const employerBelow =
        above &&
        !drafts.some((draft) => draft.group !== undefined) &&
        below !== '' &&
        (sandwiched || (namesAnOrganisation(below) && !looksLikeRole(below) && !namesAnOrganisation(lines[up.at(-1)!]!.text)));
      if (employerBelow) sandwiched = true;
      header = employerBelow ? [up.at(-1)!, anchor + 1] : above ? outward([...up].reverse()) : outward(down);
      style ??= above ? 'above' : 'below';
    } else if (!looksLikeRole(withoutDates(text))) {
      // "Acme Corp, Austin, TX  2011 – 2012" with the title on its own line above or below: where this
      // resume put it before, when both could be.
      // Once the resume has put a title above its dated line, the line just above is the title whatever its
      // words ("Projektingenieurin" names no role we know).
      const above = up.length > 0 && (looksLikeRole(lines[up.at(-1)!]!.text) || style === 'above');
      const below = down.length > 0 && looksLikeRole(lines[down[0]!]!.text);
      // "Databank & website beheer · November - December 2018" over "AVEVE": a line of one piece beside its dates is the
      // title whatever its words, and the plain name under it the employer.
      // (Not where a labelled line under the dates names the title: "07.2019-∞ DIEBOLD NIXDORF" … "Stanowisko: Tester".)
      const titleLabelled = [...labelled.values()].includes(order);
      const employerUnder =
        down.length > 0 &&
        up.length === 0 &&
        !titleLabelled &&
        !splitHeader([text]).company &&
        !isSentence(lines[down[0]!]!.text) &&
        !(down[0]! + 1 === end && end < lines.length);
      if (above && (!below || style !== 'below')) header = [up.at(-1)!];
      else if (below || employerUnder) header = [down[0]!];
      if (header.length > 0) style ??= header[0]! < anchor ? 'above' : 'below';
    } else if (organisationUnder(lines, anchor, end) && !namesAnOrganisation(splitHeader([text]).company)) {
      // "06.2009-08.2009 · Java, C++ Developer" over "Tieto Polska sp. z o.o.": the organisation's own line is the employer.
      header = [anchor + 1];
      style ??= 'below';
    } else if (!splitHeader([text]).company) {
      // "Senior Engineer  2019 – 2021" with the employer on its own line above (first) or below.
      // A line below that sits right above the next role's dates is that role's, not this one's (unless this resume
      // writes a role's lines below its dates, or this is the first role and nothing is above it: then the next
      // role's are below its own).
      const nextRolesLine =
        style !== 'below' &&
        !(order === 0 && opensWithDates) &&
        down.length > 0 &&
        down[0]! + 1 === end &&
        end < lines.length &&
        !splitHeader([lines[end]!.text]).company;
      // A place line on the way ("France / full remote – 2026") comes along.
      const nearestUp = up.findLastIndex((index) => !isPlaceLine(lines[index]!.text));
      // (Not where this resume writes a role's lines below its dates: the line above is the last role's.)
      if (nearestUp >= 0 && style !== 'below' && !looksLikeRole(lines[up[nearestUp]!]!.text)) header = up.slice(nearestUp);
      else if (down.length > 0 && !isTitle(lines[down[0]!]!.text) && !nextRolesLine) header = [down[0]!];
      else if (order > 0 && drafts[order - 1]!.employer && up.length === 0) inherited = drafts[order - 1]!.employer;
      if (header.length > 0) style ??= header[0]! < anchor ? 'above' : 'below';
    }
    // The first role takes the one or two plain lines between the heading and its dates ("responsable partenariats").
    if (
      order === 0 &&
      header.length === 0 &&
      anchor > 0 &&
      anchor <= 2 &&
      lines.slice(0, anchor).every((line) => !line.bullet && !isSentence(line.text))
    ) {
      header = lines.slice(0, anchor).map((_, index) => index);
    }
    // A place line right under the dates ("Teresina, Piauí, Brasil") is where the role was, not a duty.
    const placeBelow = anchor + 1;
    if (placeBelow < end && !header.includes(placeBelow) && isPlaceLine(lines[placeBelow]!.text) && !findHeaderDates(lines[placeBelow]!.text))
      header.push(placeBelow);
    header.push(...[...labelled].filter(([, owner]) => owner === order).map(([index]) => index));
    for (const index of header) taken.add(index);
    const indices = [...header, anchor].sort((left, right) => left - right);
    const ordered = indices.map((index) => lines[index]!.text);
    // A labelled line's label is no part of the title or the employer.
    const read = indices.map((index) => labelledHeaderLine(lines[index]!.text) ?? lines[index]!.text);
    // An employer's line over how long the person was there in all ("HDI Seguros" over "9 anos 11 meses", as a profile
    // export groups roles) heads a group: a later role with no employer line of its own is at that employer too.
    const grouping = header.find((index) => index + 1 < lines.length && isDuration(lines[index + 1]!.text) && !looksLikeRole(lines[index]!.text));
    const ownEmployer = header.some(
      (index) => !looksLikeRole(lines[index]!.text) && !isDuration(lines[index]!.text) && !isPlaceLine(lines[index]!.text),
    );
    const group = grouping !== undefined ? lines[grouping]!.text : ownEmployer ? undefined : drafts[order - 1]?.group;
    if (!inherited && !ownEmployer && group !== undefined) inherited = group;
    // Several roles under one employer's line: each later role is at that employer too.
    const employerLine = header.map((index) => lines[index]!.text).find((line) => !looksLikeRole(line)) ?? inherited;
    const titled = inherited || header.length > 0 ? undefined : titleBeforeColon(lines, anchor, end, taken);
    if (titled) taken.add(anchor + 1);
    drafts.push({
      header: [...read, ...(inherited ? [inherited] : []), ...(titled ? [titled.title] : [])],
      written: titled ? [...ordered, lines[anchor + 1]!.text] : ordered,
      bullets: titled ? [titled.duty] : [],
      employer: employerLine,
      group,
    });
  });
  // Every other line is a bullet of the role whose dated line is the last above it; lines above the
  // first role open a role of their own.
  const preamble: Draft = { header: [], bullets: [] };
  let next = 0;
  lines.forEach((line, index) => {
    while (next < anchors.length && anchors[next]! < index) next++;
    if (taken.has(index)) return;
    const owner = next === 0 ? preamble : drafts[next - 1]!;
    const last: string | undefined = owner.bullets.at(-1);
    if (last !== undefined && continuesBullet(last, line)) owner.bullets[owner.bullets.length - 1] = `${last} ${line.text}`;
    else owner.bullets.push(line.text);
  });
  if (preamble.bullets.length > 0) drafts.unshift(preamble);
  return drafts.filter((draft) => draft.header.length > 0 || draft.bullets.length > 0);
}

/** No dated lines: a new role at each header line that follows bullets. */
function readUndated(lines: readonly ResumeLine[]): Draft[] {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  for (const line of lines) {
    const last: string | undefined = current?.bullets.at(-1);
    if (current && last !== undefined && continuesBullet(last, line)) {
      current.bullets[current.bullets.length - 1] = `${last} ${line.text}`;
      continue;
    }
    // A paragraph is a role's description, not its header.
    if ((line.bullet || line.text.length > 200 || isProse(line.text)) && current) {
      current.bullets.push(line.text);
      continue;
    }
    if (!current || current.bullets.length > 0 || current.header.length >= 3) {
      current = { header: [], bullets: [] };
      drafts.push(current);
    }
    if (line.bullet) current.bullets.push(line.text);
    else current.header.push(line.text);
  }
  return drafts;
}

function toEntry({ draft, header }: Read): ExperienceEntry {
  const { role, company, location, dates } = header;
  return { role, company, location, dates, bullets: draft.bullets, written: [...(draft.written ?? draft.header)] };
}
