import { DomHandler, Parser, type DomHandlerOptions, type ParserOptions } from 'htmlparser2';

/**
 * Elements nested deeper than any real page or feed does (real pages reach a few dozen): the rest of the text is
 * not read. htmlparser2's work for each tag grows with the depth it is at, so a page of nested elements (or of
 * opening tags whose closing ones never match) would cost time that grows with the square of its size.
 */
export const maxNesting = 1_000;

class TooDeep extends Error {}

/** A DOM builder that counts the depth the parser itself is at (its own open and close events, implied ones too). */
class BoundedHandler extends DomHandler {
  private depth = 0;

  constructor(
    options: DomHandlerOptions,
    private readonly maxDepth: number,
  ) {
    super(undefined, options);
  }

  override onopentag(name: string, attributes: Record<string, string>): void {
    if (++this.depth > this.maxDepth) throw new TooDeep();
    super.onopentag(name, attributes);
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

/**
 * The document htmlparser2 builds of `text`, up to where its elements nest deeper than `maxDepth`; `cut` says the
 * rest was not read.
 */
export function parseBoundedDocument(text: string, options: ParserOptions = {}, maxDepth = maxNesting) {
  const handler = new BoundedHandler({ xmlMode: options.xmlMode }, maxDepth);
  try {
    new Parser(handler, options).end(text);
    return { document: handler.root, cut: false };
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    return { document: handler.root, cut: true };
  }
}

/**
 * `html` up to the first element that would nest deeper than `maxDepth` (as the parser nests it): for a reader that
 * parses the text again itself (sanitize-html), so that its parse is bounded too. The text as it is when it nests no
 * deeper.
 */
export function cutAtNesting(html: string, maxDepth = maxNesting): string {
  let depth = 0;
  let cutAt = -1;
  const parser: Parser = new Parser({
    onopentag() {
      if (cutAt < 0 && ++depth > maxDepth) {
        cutAt = parser.startIndex;
        parser.pause();
      }
    },
    onclosetag() {
      if (cutAt < 0) depth--;
    },
  });
  parser.end(html);
  return cutAt < 0 ? html : html.slice(0, cutAt);
}
