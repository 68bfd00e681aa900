import { kindOf, languageOf, type Occupation, type OccupationIndex } from './occupation-index';
import { titleKinds, titleLanguages, type TitleKind, type TitleLanguage } from './occupation-index-data';
import { headIn, titleHeads, titlePieces, titleWords } from './title-words';

export type OccupationMatch = {
  occupation: Occupation;
  /** The occupation's number in the index (to follow the crosswalk). */
  at: number;
  /** 0–1: how much of the matched title is in the one asked about and of it in the matched title, by word weight. */
  confidence: number;
  /** The source's title that matched, as the source writes it, with its language and kind. */
  title: string;
  language: TitleLanguage;
  kind: TitleKind;
};

type Scored = { title: number; score: number };
type Held = Scored & { support: number; direct: number };
type Word = { id: number; weight: number };

// A title is a few words: a longer text (a sentence pasted as a title, 60 roles of "manager, manager, …") is read
// only as far as a title goes, so one lookup costs about the same whatever it is given.
const longestTitle = 120;
const mostPieces = 5;
const mostWords = 10;

// A word the index does not know may be a compound of two it knows ("Frontend", "Stationsleiterin") or end in
// one ("Pflegefachfrau" → "fachfrau"); either reading is less sure than a word the index knows.
const shortestPart = 3;
const shortestHead = 5;
const splitDiscount = 0.85;
const headDiscount = 0.7;
// A piece of the title set apart by a comma or a dash counts a little less than the whole.
const pieceDiscount = 0.97;
// A word no title holds (a company's or a team's name) still counts against a match, at about a common word's weight.
const unknownWeight = 1;
// How much more a match must cover of the source's title than of the one asked about: a job's title adds its
// field, team or place ("Kundenberater Firmenkunden") more often than it leaves out a word of the occupation's.
const labelEmphasis = 1.5;
const emphasisSquared = labelEmphasis ** 2;
// A match through words many occupations share ("Mitarbeiter", "manager") says little: below the weight of a word
// that one occupation in fifty has (in a taxonomy of a hundred or more), the confidence falls with the weight matched.
const informativeWeight = (index: OccupationIndex) => Math.log(1 + Math.min(50, index.occupations.length / 2));
// Titles in a language the caller did not name (when it names any) count a little less: "Revisor" is an auditor
// in German, a ticket inspector in Danish and Polish.
const otherLanguage = 0.9;
// A taxonomy title whose head is not the job title's head names another occupation ("assistant teacher" is not a
// "Teacher's Assistant", "front office manager" not a "Front Office Associate").
const otherHead = 0.85;
// A title k occupations share names each of them less surely, unless it is the occupation's own preferred title.
const sharedBy = (index: OccupationIndex, title: number) =>
  index.titleKind[title] === preferredKind ? 1 : 1 / (1 + 0.1 * (index.titleSharedBy[title]! - 1));
const preferredKind = titleKinds.indexOf('preferred');
// Titles within this of an occupation's best one count as its support. Among equally good matches, the occupation
// whose own titles match better comes first (an O*NET title vouches for every ESCO occupation its code is crosswalked
// to), then the one more of whose titles (in more languages, in both taxonomies) say so.
const supportBand = 0.05;

export type MatchOptions = {
  /** How many occupations to answer (5). */
  limit?: number;
  /** The languages the title is likely written in (the posting's or the resume's, and English). */
  languages?: readonly TitleLanguage[];
};

/** The occupations a job title names, best first, by the titles ESCO and O*NET list for each in eight languages. */
export function matchTitle(index: OccupationIndex, title: string, { limit = 5, languages }: MatchOptions = {}): OccupationMatch[] {
  const named = languages?.map((language) => titleLanguages.indexOf(language));
  const best = new Map<number, Held>();
  const keep = (occupation: number, scored: Scored, own: boolean) => {
    const held = best.get(occupation);
    const direct = own ? scored.score : 0;
    if (!held || scored.score > held.score + supportBand)
      best.set(occupation, { ...scored, support: 1, direct: Math.max(direct, held?.direct ?? 0) });
    else if (scored.score >= held.score - supportBand) {
      held.direct = Math.max(held.direct, direct);
      held.support++;
      if (scored.score > held.score || (scored.score === held.score && index.titleKind[scored.title]! < index.titleKind[held.title]!))
        Object.assign(held, scored);
    }
  };
  const pieces = [...new Set(titlePieces(title.slice(0, longestTitle)))].slice(0, mostPieces);
  pieces.forEach((piece, at) => {
    const discount = at === 0 ? 1 : pieceDiscount;
    for (const scored of scorePiece(index, piece)) {
      const occupation = index.titleOccupation[scored.title]!;
      const inLanguage = !named || named.includes(index.titleLanguage[scored.title]!);
      const score = scored.score * discount * (inLanguage ? 1 : otherLanguage);
      keep(occupation, { title: scored.title, score }, true);
      // Through the crosswalk, an O*NET title vouches for ESCO's occupation (and back) as far as the two are alike.
      for (const { to, alike } of index.crosswalk[occupation] ?? []) keep(to, { title: scored.title, score: score * alike }, false);
    }
  });
  return [...best]
    .sort(
      ([a, x], [b, y]) =>
        y.score - x.score || y.direct - x.direct || y.support - x.support || index.titleKind[x.title]! - index.titleKind[y.title]! || a - b,
    )
    .slice(0, limit)
    .map(([at, held]) => ({
      occupation: index.occupations[at]!,
      at,
      confidence: Math.round(held.score * 1000) / 1000,
      title: index.titleText[held.title]!,
      language: languageOf(index, held.title),
      kind: kindOf(index, held.title),
    }));
}

function scorePiece(index: OccupationIndex, piece: string): Scored[] {
  const heads = titleHeads(piece);
  const known: Word[] = [];
  let pieceWeight = 0;
  for (const word of [...new Set(titleWords(piece))].slice(0, mostWords)) {
    const { parts, unexplained } = knownWords(index, word);
    known.push(...parts);
    pieceWeight += parts.reduce((sum, part) => sum + part.weight, 0) + unexplained;
  }
  const matched = matchedWeights(index, known);
  const informativeAt = informativeWeight(index);
  const scored: Scored[] = [];
  for (const [title, weight] of matched) {
    const ofTitle = weight / index.titleWeight[title]!;
    const ofPiece = weight / pieceWeight;
    const alike = ((1 + emphasisSquared) * ofTitle * ofPiece) / (emphasisSquared * ofPiece + ofTitle);
    const head = index.titleHead[title]!;
    const sameHead = head === '' || head === headIn(heads, titleLanguages[index.titleLanguage[title]!]!);
    // The occupation's own preferred title, word for word, is said surely however common its words ("Chef").
    const ownTitle = alike === 1 && index.titleKind[title] === preferredKind;
    const informative = ownTitle ? 1 : Math.min(1, weight / informativeAt);
    scored.push({ title, score: alike * informative * (sameHead ? 1 : otherHead) * sharedBy(index, title) });
  }
  return scored;
}

// A word in more titles than this ("manager", "assistant") finds candidates only when the title has no rarer word:
// a title with one is matched against the titles holding that, and the common word counted where they hold it too.
const commonWord = 2_000;

/** How much of each candidate taxonomy title's weight the piece's words hold. */
function matchedWeights(index: OccupationIndex, known: Word[]): Map<number, number> {
  const matched = new Map<number, number>();
  const rare = known.filter(({ id }) => index.titlesWithWord[id]!.length <= commonWord);
  if (rare.length === 0 || rare.length === known.length) {
    for (const { id, weight } of known) for (const title of index.titlesWithWord[id]!) matched.set(title, (matched.get(title) ?? 0) + weight);
    return matched;
  }
  for (const { id, weight } of rare) for (const title of index.titlesWithWord[id]!) matched.set(title, (matched.get(title) ?? 0) + weight);
  const common = known.filter((word) => !rare.includes(word));
  for (const [title, weight] of matched) {
    let added = weight;
    for (let at = index.titleWordStart[title]!; at < index.titleWordStart[title + 1]!; at++) {
      const word = common.find(({ id }) => id === index.titleWordIds[at]);
      if (word) added += word.weight;
    }
    matched.set(title, added);
  }
  return matched;
}

/**
 * The words the index knows a title's word as, and how much of the word they leave unexplained: a compound read
 * by its head alone ("Kindergärtnerin" by "gärtnerin") leaves its first part, whose meaning may change the whole.
 */
function knownWords(index: OccupationIndex, word: string): { parts: Word[]; unexplained: number } {
  const known = (text: string, discount = 1): Word | undefined => {
    const id = index.wordId.get(text);
    return id === undefined ? undefined : { id, weight: index.wordWeight[id]! * discount };
  };
  const whole = known(word);
  if (whole) return { parts: [whole], unexplained: 0 };
  for (let cut = shortestPart; word.length - cut >= shortestPart; cut++) {
    const first = word.slice(0, cut);
    const head = known(word.slice(cut), splitDiscount);
    // German joins compounds with an s ("Stations|leiterin"): the first word may be written without it.
    const modifier = known(first, splitDiscount) ?? (first.endsWith('s') ? known(first.slice(0, -1), splitDiscount) : undefined);
    if (head && modifier) return { parts: [modifier, head], unexplained: 0 };
  }
  for (let start = 1; word.length - start >= shortestHead; start++) {
    const head = known(word.slice(start), headDiscount);
    if (head) return { parts: [head], unexplained: head.weight * (1 / headDiscount - 1) + unknownWeight };
  }
  return { parts: [], unexplained: unknownWeight };
}
