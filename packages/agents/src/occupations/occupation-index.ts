import {
  skillLabelKinds,
  skillTypes,
  titleKinds,
  titleLanguages,
  type OccupationIndexData,
  type OccupationScheme,
  type TaxonomySource,
  type TitleKind,
  type TitleLanguage,
} from './occupation-index-data';
import { inSlices } from './in-slices';
import { readIndexDataLines } from './index-data-lines';
import { buildSkillSteps, type SkillIndex } from './skill-index';

export type Occupation = {
  scheme: OccupationScheme;
  /** The ESCO URI or the O*NET-SOC code. */
  id: string;
  /** ISCO-08 unit group (4 digits) for ESCO, the O*NET-SOC code for O*NET. */
  code: string;
  /** The English preferred label. */
  label: string;
};

/** The titles of every occupation, ready to match: each title's words as numbers, and each word's weight. */
export type OccupationIndex = {
  builtAt: string;
  sources: TaxonomySource[];
  occupations: Occupation[];
  /** Occupations the crosswalk joins to each (ESCO ↔ O*NET), with how alike it found them (0–1). */
  crosswalk: { to: number; alike: number }[][];
  titleText: string[];
  titleOccupation: Int32Array;
  titleLanguage: Uint8Array;
  titleKind: Uint8Array;
  /** Each title's head word in its language ('' where its language has none). */
  titleHead: string[];
  /** How many occupations have a title of the same words. */
  titleSharedBy: Int32Array;
  /** Title i's words are titleWordIds[titleWordStart[i] .. titleWordStart[i + 1]). */
  titleWordStart: Int32Array;
  titleWordIds: Int32Array;
  titleWeight: Float64Array;
  /** The titles a word is in, by word number. */
  titlesWithWord: Int32Array[];
  wordId: Map<string, number>;
  /** How much a word tells: rare among occupations weighs more ("anaesthetist" more than "assistant"). */
  wordWeight: Float64Array;
  /** ESCO's and O*NET's skills, found in texts by their labels (find-known-skills.ts). */
  skills: SkillIndex;
};

export const languageOf = (index: OccupationIndex, title: number): TitleLanguage => titleLanguages[index.titleLanguage[title]!]!;
export const kindOf = (index: OccupationIndex, title: number): TitleKind => titleKinds[index.titleKind[title]!]!;

/** The index, built at once (tests, benches). */
export function buildOccupationIndex(data: OccupationIndexData): OccupationIndex {
  const steps = buildSteps(data);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The index from its stored lines (index-data-lines.ts), read and built a slice at a time (a server loading it while it serves). */
export async function loadOccupationIndexInSteps(stored: Uint8Array): Promise<OccupationIndex> {
  return inSlices(
    (function* () {
      return yield* buildSteps(yield* readIndexDataLines(stored));
    })(),
  );
}

// Items between two steps: a few ms of work; inSlices pauses between steps once its slice of time is up.
const itemsPerStep = 2_000;

/** Whether every item passes, yielding every few thousand. */
function* everyInSteps<T>(items: readonly T[], test: (item: T) => boolean): Generator<void, boolean> {
  for (let at = 0; at < items.length; at++) {
    if (at > 0 && at % itemsPerStep === 0) yield;
    if (!test(items[at]!)) return false;
  }
  return true;
}

function* buildSteps(data: OccupationIndexData): Generator<void, OccupationIndex> {
  yield* checkIndexData(data);
  const occupations = data.occupations.map(([scheme, id, code, label]) => ({ scheme, id, code, label }));
  const wordId = new Map<string, number>();
  const occupationsWithWord: Set<number>[] = [];
  const starts = new Int32Array(data.titles.length + 1);
  const ids: number[] = [];
  for (let title = 0; title < data.titles.length; title++) {
    if (title > 0 && title % itemsPerStep === 0) yield;
    const [, occupation, , , joined] = data.titles[title]!;
    starts[title] = ids.length;
    const words = joined.split(' ');
    for (const word of words) {
      let id = wordId.get(word);
      if (id === undefined) {
        id = wordId.size;
        wordId.set(word, id);
        occupationsWithWord.push(new Set());
      }
      occupationsWithWord[id]!.add(occupation);
      ids.push(id);
    }
  }
  starts[data.titles.length] = ids.length;
  const titleWordIds = Int32Array.from(ids);

  const wordWeight = new Float64Array(wordId.size);
  occupationsWithWord.forEach((set, id) => (wordWeight[id] = Math.log(1 + occupations.length / set.size)));
  const counts = new Int32Array(wordId.size);
  for (const id of titleWordIds) counts[id]!++;
  const titlesWithWord = [...counts].map((count) => new Int32Array(count));
  const filled = new Int32Array(wordId.size);
  const titleWeight = new Float64Array(data.titles.length);
  for (let title = 0; title < data.titles.length; title++) {
    if (title > 0 && title % itemsPerStep === 0) yield;
    for (let at = starts[title]!; at < starts[title + 1]!; at++) {
      const id = titleWordIds[at]!;
      titlesWithWord[id]![filled[id]!++] = title;
      titleWeight[title]! += wordWeight[id]!;
    }
  }

  const skills = yield* buildSkillSteps(data, itemsPerStep);
  const crosswalk = crosswalkOf(data);
  yield;
  const titleText = data.titles.map((title) => title[0]);
  const titleHead = data.titles.map((title) => title[5]);
  yield;
  const titleOccupation = Int32Array.from(data.titles, (title) => title[1]);
  const titleLanguage = Uint8Array.from(data.titles, (title) => title[2]);
  yield;
  const titleKind = Uint8Array.from(data.titles, (title) => title[3]);
  const titleSharedBy = Int32Array.from(data.titles, (title) => title[6]);
  return {
    builtAt: data.builtAt,
    sources: data.sources,
    occupations,
    crosswalk,
    titleText,
    titleOccupation,
    titleLanguage,
    titleKind,
    titleHead,
    titleSharedBy,
    titleWordStart: starts,
    titleWordIds,
    titleWeight,
    titlesWithWord,
    wordId,
    wordWeight,
    skills,
  };
}

function crosswalkOf(data: OccupationIndexData) {
  const links = data.occupations.map((): { to: number; alike: number }[] => []);
  for (const [esco, onet, alike] of data.crosswalk) {
    links[esco]?.push({ to: onet, alike });
    links[onet]?.push({ to: esco, alike });
  }
  return links;
}

/**
 * An index whose parts do not fit together (a title of an occupation it lacks) is refused whole, never half read; so
 * is one that names no job title (made from a folder without the publishers' title files): it would serve and find nothing.
 */
function* checkIndexData(data: OccupationIndexData): Generator<void, void> {
  if (Array.isArray(data.occupations) && data.occupations.length > 0 && Array.isArray(data.titles) && data.titles.length === 0)
    throw new Error('it names no job titles');
  const fits =
    Array.isArray(data.occupations) &&
    Array.isArray(data.titles) &&
    Array.isArray(data.crosswalk) &&
    Array.isArray(data.skills) &&
    Array.isArray(data.skillLabels) &&
    Array.isArray(data.occupationSkills) &&
    data.occupations.length > 0 &&
    (yield* everyInSteps(
      data.occupations,
      (occupation) => Array.isArray(occupation) && occupation.slice(0, 4).every((part) => typeof part === 'string'),
    )) &&
    (yield* everyInSteps(
      data.titles,
      (title) =>
        Array.isArray(title) &&
        typeof title[0] === 'string' &&
        Number.isInteger(title[1]) &&
        title[1] >= 0 &&
        title[1] < data.occupations.length &&
        titleLanguages[title[2]] !== undefined &&
        titleKinds[title[3]] !== undefined &&
        typeof title[4] === 'string' &&
        title[4] !== '' &&
        typeof title[5] === 'string' &&
        Number.isInteger(title[6]),
    )) &&
    (yield* everyInSteps(
      data.skills,
      (skill) => Array.isArray(skill) && typeof skill[1] === 'string' && typeof skill[2] === 'string' && skillTypes[skill[3]] !== undefined,
    )) &&
    (yield* everyInSteps(
      data.skillLabels,
      (label) =>
        Array.isArray(label) &&
        typeof label[0] === 'string' &&
        Number.isInteger(label[1]) &&
        label[1] >= 0 &&
        label[1] < data.skills.length &&
        titleLanguages[label[2]] !== undefined &&
        skillLabelKinds[label[3]] !== undefined,
    )) &&
    (yield* everyInSteps(
      data.occupationSkills,
      ([occupation, skill]) =>
        Number.isInteger(occupation) &&
        occupation >= 0 &&
        occupation < data.occupations.length &&
        Number.isInteger(skill) &&
        skill >= 0 &&
        skill < data.skills.length,
    )) &&
    (yield* everyInSteps(
      data.crosswalk,
      ([esco, onet, alike]) =>
        [esco, onet].every((at) => Number.isInteger(at) && at >= 0 && at < data.occupations.length) && typeof alike === 'number',
    ));
  if (!fits) throw new Error('its parts do not fit together');
}
