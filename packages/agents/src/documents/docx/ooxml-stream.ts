import { Parser } from 'htmlparser2';

/**
 * Namespaces as mammoth names them (office-xml-reader.js), so a part that binds other prefixes (Strict OOXML, a
 * generator's `ns0:`) reads as mammoth reads it; names in other namespaces read as `{uri}local`.
 */
const prefixes: Readonly<Record<string, string>> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'content-types',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'relationships',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'urn:schemas-microsoft-com:office:word': 'office-word',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'wordml',
};

export type OoxmlHandler = {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  text(data: string): void;
};

/** What became of an open tag: passed on (its name as passed), dropped with all it holds, or an `mc:` wrapper. */
type Frame = { name: string } | 'dropped' | 'wrapper' | { alternatives: boolean };

/**
 * Reads an Office Open XML part as a stream of tags (no tree is built), names resolved as mammoth resolves them and
 * `mc:AlternateContent` read as mammoth reads it: only its first `mc:Fallback`'s children, in its place. CDATA and
 * comments are no text (mammoth's XML reader drops them).
 */
export function streamOoxml(xml: Buffer, handler: OoxmlHandler): void {
  const bindings = new Map<string, string>();
  // Per open tag, the bindings it replaced (undefined where it declared none), restored when it closes.
  const undo: (Array<[string, string | undefined]> | undefined)[] = [];
  const frames: Frame[] = [];
  let dropped = 0;
  let inCdata = false;

  const resolve = (name: string, isElement: boolean) => {
    const colon = name.indexOf(':');
    if (colon < 0 && !isElement) return name;
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    const uri = bindings.get(prefix);
    if (uri === undefined || uri === '') return name;
    const local = name.slice(colon + 1);
    const known = prefixes[uri];
    return known ? `${known}:${local}` : `{${uri}}${local}`;
  };

  const parser = new Parser(
    {
      onopentag(rawName, rawAttributes) {
        let replaced: Array<[string, string | undefined]> | undefined;
        for (const key in rawAttributes) {
          if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
          const prefix = key === 'xmlns' ? '' : key.slice(6);
          (replaced ??= []).push([prefix, bindings.get(prefix)]);
          bindings.set(prefix, rawAttributes[key]!);
        }
        undo.push(replaced);
        if (dropped > 0) {
          dropped++;
          frames.push('dropped');
          return;
        }
        const name = resolve(rawName, true);
        const parent = frames.at(-1);
        if (typeof parent === 'object' && 'alternatives' in parent) {
          if (name === 'mc:Fallback' && !parent.alternatives) {
            parent.alternatives = true;
            frames.push('wrapper');
          } else {
            dropped = 1;
            frames.push('dropped');
          }
          return;
        }
        if (name === 'mc:AlternateContent') {
          frames.push({ alternatives: false });
          return;
        }
        const attributes: Record<string, string> = {};
        for (const key in rawAttributes) if (key !== 'xmlns' && !key.startsWith('xmlns:')) attributes[resolve(key, false)] = rawAttributes[key]!;
        frames.push({ name });
        handler.open(name, attributes);
      },
      ontext(data) {
        const top = frames.at(-1);
        if (dropped === 0 && !inCdata && (top === undefined || (typeof top === 'object' && 'name' in top) || top === 'wrapper')) handler.text(data);
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
      onclosetag() {
        const frame = frames.pop();
        if (frame === 'dropped') dropped--;
        else if (typeof frame === 'object' && 'name' in frame) handler.close(frame.name);
        for (const [prefix, uri] of undo.pop()?.reverse() ?? []) {
          if (uri === undefined) bindings.delete(prefix);
          else bindings.set(prefix, uri);
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml.toString('utf8').replace(/^\uFEFF/, ''));
}
