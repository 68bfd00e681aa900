import { strToU8 } from 'fflate';

/** Inside `JSON.stringify(…, null, 2)`, every line break is a new line of its layout (one in a string is written `\n`). */
const indented = (json: string, indent: string) => json.replaceAll('\n', `\n${indent}`);

/**
 * `JSON.stringify(document, null, 2)`, character for character, in pieces: each top-level value, and
 * each element of a top-level array (a row), is stringified on its own. A user's thousand rows of
 * 100 KB are then a thousand small steps the export can pause between, not one block of a second.
 */
export function* prettyJsonPieces(document: Record<string, unknown>): Generator<string> {
  let first = true;
  for (const [key, value] of Object.entries(document)) {
    if (Array.isArray(value)) {
      yield `${first ? '{\n' : ',\n'}  ${JSON.stringify(key)}: [`;
      for (let index = 0; index < value.length; index++) {
        // An element with no JSON text (undefined, a function) is written null, as JSON.stringify writes it.
        yield `${index === 0 ? '\n' : ',\n'}    ${indented(JSON.stringify(value[index], null, 2) ?? 'null', '    ')}`;
      }
      yield value.length > 0 ? '\n  ]' : ']';
    } else {
      const json = JSON.stringify(value, null, 2) as string | undefined;
      // A key whose value has no JSON text (undefined) is left out, as JSON.stringify leaves it out.
      if (json === undefined) continue;
      yield `${first ? '{\n' : ',\n'}  ${JSON.stringify(key)}: ${indented(json, '  ')}`;
    }
    first = false;
  }
  yield first ? '{}' : '\n}';
}

/**
 * `pieces` as UTF-8 in chunks of about `chunkChars` (at least 2) characters: small pieces are joined, a
 * long one is cut (never between the two halves of a surrogate pair, which would not survive encoding).
 */
export function* utf8Chunks(pieces: Iterable<string>, chunkChars: number): Generator<Uint8Array> {
  let buffered = '';
  for (const piece of pieces) {
    buffered += piece;
    while (buffered.length >= chunkChars) {
      const high = buffered.charCodeAt(chunkChars - 1);
      const cut = high >= 0xd800 && high <= 0xdbff ? chunkChars - 1 : chunkChars;
      yield strToU8(buffered.slice(0, cut));
      buffered = buffered.slice(cut);
    }
  }
  if (buffered.length > 0) yield strToU8(buffered);
}
