import { sharedTermReader, type TermReader } from './text-terms';
import { isCompound, pushTerms, tokenize } from './tokenize';

/** Finds many phrases in many texts: the phrases are read once, each text is tokenised once (and a text read again is looked up as kept, `TermReader`). */
export type PhraseMatcher = {
  /** Sets bit `field` in `found[i]` for every phrase i that occurs in `text` as whole consecutive terms. */
  scan: (text: string, field: number, found: Uint8Array) => void;
  /** How many phrases: the length `found` needs. */
  size: number;
};

/** `phrases` are lists of terms (see phraseTerms); an empty phrase never matches. */
export function createPhraseMatcher(phrases: readonly (readonly string[])[], reader: TermReader = sharedTermReader): PhraseMatcher {
  const vocabulary = new Map<string, number>();
  const startingWith: number[][] = [];
  const phraseIds = phrases.map((terms, index) => {
    const ids = terms.map((term) => {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
        startingWith.push([]);
      }
      return id;
    });
    if (ids.length > 0) startingWith[ids[0]!]!.push(index);
    return ids;
  });
  // Most terms of a text are in no phrase: a table of the (first character, length) pairs the phrases
  // use rules most of them out for the price of two reads, before the dearer map lookup.
  const possible = new Uint8Array(1024 * 32);
  for (const term of vocabulary.keys()) possible[shape(term)] = 1;
  // Each vocabulary term's number (a kept text's terms are numbered the same way), made again if the numbering started over.
  let generation = -1;
  let idOfNumber = new Map<number, number>();
  // Most numbers of a kept text are of no phrase: a table of their low bits rules most out for one read, before the map.
  let possibleNumbers = new Uint8Array(numberFilterSize);
  /** The map, or null when the numbering cannot hold the vocabulary (it started over while numbering it, twice). */
  const numbered = () => {
    for (let attempt = 0; attempt < 2 && generation !== reader.generation(); attempt++) {
      const start = reader.generation();
      const next = new Map<number, number>();
      for (const [term, id] of vocabulary) next.set(reader.termNumber(term), id);
      if (reader.generation() !== start) continue;
      generation = start;
      idOfNumber = next;
      possibleNumbers = new Uint8Array(numberFilterSize);
      for (const number of next.keys()) possibleNumbers[number & (numberFilterSize - 1)] = 1;
    }
    return generation === reader.generation() ? idOfNumber : null;
  };
  // Reused between calls: the positions and vocabulary ids of the terms a text shares with the phrases.
  let hitPositions: Int32Array = new Int32Array(256);
  let hitIds: Int32Array = new Int32Array(256);
  const parts: string[] = [];

  function addHit(hits: number, position: number, id: number): number {
    if (hits === hitIds.length) [hitPositions, hitIds] = [grow(hitPositions), grow(hitIds)];
    hitPositions[hits] = position;
    hitIds[hits] = id;
    return hits + 1;
  }

  /** The hits of a kept text, or -1 when it is not kept (or numbering the vocabulary started the numbering over). */
  function keptHits(text: string): number {
    const terms = reader.keptTerms(text);
    if (!terms) return -1;
    const read = reader.generation();
    const ids = numbered();
    if (!ids || reader.generation() !== read) return -1;
    let hits = 0;
    const possible = possibleNumbers;
    for (let position = 0; position < terms.length; position++) {
      const number = terms[position]!;
      if (possible[number & (numberFilterSize - 1)] === 0) continue;
      const id = ids.get(number);
      if (id !== undefined) hits = addHit(hits, position, id);
    }
    return hits;
  }

  function readHits(text: string): number {
    let hits = 0;
    let position = 0;
    for (const token of tokenize(text)) {
      if (!isCompound(token)) {
        if (possible[shape(token)] !== 0) {
          const id = vocabulary.get(token);
          if (id !== undefined) hits = addHit(hits, position, id);
        }
        position++;
        continue;
      }
      parts.length = 0;
      pushTerms(token, parts);
      for (const part of parts) {
        const id = possible[shape(part)] === 0 ? undefined : vocabulary.get(part);
        if (id !== undefined) hits = addHit(hits, position, id);
        position++;
      }
    }
    return hits;
  }

  function scan(text: string, field: number, found: Uint8Array) {
    if (vocabulary.size === 0 || text === '') return;
    let hits = keptHits(text);
    if (hits < 0) hits = readHits(text);
    for (let hit = 0; hit < hits; hit++) {
      for (const phrase of startingWith[hitIds[hit]!]!) {
        if (found[phrase]! & field || !followsAt(hitPositions, hitIds, hits, hit, phraseIds[phrase]!)) continue;
        found[phrase] = found[phrase]! | field;
      }
    }
  }

  return { scan, size: phrases.length };
}

/** Slots of the table of possible term numbers (a power of two): a phrase set's few dozen numbers leave it almost empty. */
const numberFilterSize = 1 << 14;

function shape(term: string): number {
  return ((term.charCodeAt(0) & 1023) << 5) | Math.min(term.length, 31);
}

// The phrase's later terms are the next hits, at the next positions (hits are in reading order).
function followsAt(positions: Int32Array, ids: Int32Array, hits: number, hit: number, phrase: readonly number[]): boolean {
  if (hit + phrase.length > hits) return false;
  for (let offset = 1; offset < phrase.length; offset++) {
    if (ids[hit + offset] !== phrase[offset] || positions[hit + offset] !== positions[hit]! + offset) return false;
  }
  return true;
}

function grow(values: Int32Array): Int32Array {
  const larger = new Int32Array(values.length * 2);
  larger.set(values);
  return larger;
}
