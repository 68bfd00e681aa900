import { ByteSink } from './byte-sink';

const isWhiteSpace = (ch: number) => ch === 0x20 || ch === 0x09 || ch === 0x0d || ch === 0x0a;

/** ASCII85Decode as pdf.js's Ascii85Stream, `z` included: each `z` is four zero bytes from one input byte. */
export function decodeAscii85(input: Uint8Array, limit: number): Uint8Array {
  const sink = new ByteSink(limit);
  const group = new Uint8Array(5);
  let at = 0;
  const next = () => {
    let ch = at < input.length ? input[at++]! : -1;
    while (ch !== -1 && isWhiteSpace(ch)) ch = at < input.length ? input[at++]! : -1;
    return ch;
  };
  for (;;) {
    let ch = next();
    if (ch === -1 || ch === 0x7e) break;
    if (ch === 0x7a) {
      sink.fill(0, 4);
      continue;
    }
    group[0] = ch;
    let count = 1;
    for (; count < 5; count++) {
      ch = next();
      group[count] = ch & 0xff;
      if (ch === -1 || ch === 0x7e) break;
    }
    const complete = count === 5;
    for (let index = count; index < 5; index++) group[index] = 0x21 + 84;
    let value = 0;
    for (let index = 0; index < 5; index++) value = value * 85 + (group[index]! - 0x21);
    const out = new Uint8Array(4);
    for (let index = 3; index >= 0; index--) {
      out[index] = value & 0xff;
      value >>= 8;
    }
    sink.append(out, complete ? 4 : count - 1);
    if (!complete) break;
  }
  return sink.bytes();
}
