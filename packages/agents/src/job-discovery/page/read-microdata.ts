// Microdata (itemscope / itemprop) read while htmlparser2 streams the page, so a page is parsed once and
// no DOM is built. Items come out in the JSON-LD shape ({ '@type', prop: value | value[] }) so one
// field reader serves both.

export type MicrodataItem = { type: string; props: Map<string, (string | MicrodataItem)[]> };

/** A property whose value is the text (or markup) of its element: collected until the element closes. */
type Collecting = {
  owner: MicrodataItem;
  props: string[];
  /** Where its text starts in the reader's text log (chunk index, then offset past earlier chunks). */
  fromChunk: number;
  /** Where the element's content starts in the page, for a property read as HTML. */
  htmlStart?: number;
};

type Frame = {
  /** The item this element's itemprop values go to (its own when it is an itemscope, else its parent's). */
  current?: MicrodataItem;
  collecting?: Collecting;
};

const maxItems = 1_000;
const maxValuesPerProp = 50;
/** Values of one page, every item together: a hostile page cannot make the reader's output grow past it. */
const maxValues = 10_000;
const maxTextChars = 400_000;
/** Characters of every value together (text and markup). */
const maxValueChars = 2_000_000;
/** Elements deeper than this are read as text of their ancestors, never as items or properties. */
const maxDepth = 256;
/** Text properties open at once (each nested in the last); deeper ones are skipped, so each character of the page is copied into at most this many values. */
const maxOpenCollecting = 16;
/** Properties whose value is the element's markup, not its text. */
const htmlProps = new Set(['description']);
const urlAttribute: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  object: 'data',
  data: 'value',
  meter: 'value',
};
const rawTextElements = new Set(['script', 'style', 'template']);
/** Stands for every element past `maxDepth`: nothing to remember about it. */
const tooDeep: Frame = {};

/**
 * Feed it htmlparser2's events (entities left undecoded: the field readers decode each value once);
 * `items` then holds every top-level item and every item typed JobPosting, in page order.
 *
 * Linear in the page: each element costs O(1) (its item is carried in its frame, not looked up through
 * the open elements), text is logged once however many properties collect it, and nesting, open text
 * properties, values and their characters are capped, so a hostile page costs bounded time and memory.
 */
export class MicrodataReader {
  readonly items: MicrodataItem[] = [];
  private readonly stack: Frame[] = [];
  private itemCount = 0;
  private valueCount = 0;
  private valueChars = 0;
  private rawTextDepth = 0;
  private openCollecting = 0;
  /** Text seen while any property collects, in chunks; emptied once none does. */
  private textLog: string[] = [];

  open(name: string, attributes: Record<string, string>, contentStart: number): void {
    if (rawTextElements.has(name)) this.rawTextDepth += 1;
    if (this.stack.length >= maxDepth) {
      this.stack.push(tooDeep);
      return;
    }
    const owner = this.stack.at(-1)?.current;
    const frame: Frame = { current: owner };
    const props = attributes.itemprop === undefined ? undefined : attributes.itemprop.trim().split(/\s+/).filter(Boolean).slice(0, 8);
    if ('itemscope' in attributes && this.itemCount < maxItems) {
      this.itemCount += 1;
      const item: MicrodataItem = { type: attributes.itemtype?.trim() ?? '', props: new Map() };
      frame.current = item;
      if (props?.length && owner) this.addValue(owner, props, item, 0);
      if (!owner || isJobPostingType(item.type)) this.items.push(item);
    } else if (props?.length && owner) {
      const value = attributeValue(name, attributes);
      if (value !== undefined) this.addValue(owner, props, value, value.length);
      else if (this.openCollecting < maxOpenCollecting && this.valueChars < maxValueChars) {
        this.openCollecting += 1;
        frame.collecting = { owner, props, fromChunk: this.textLog.length };
        if (props.some((prop) => htmlProps.has(prop))) frame.collecting.htmlStart = contentStart;
      }
    }
    this.stack.push(frame);
  }

  text(text: string): void {
    if (this.rawTextDepth > 0 || this.openCollecting === 0) return;
    this.textLog.push(text);
  }

  close(name: string, contentEnd: number, html: string): void {
    if (rawTextElements.has(name) && this.rawTextDepth > 0) this.rawTextDepth -= 1;
    const collecting = this.stack.pop()?.collecting;
    if (!collecting) return;
    this.openCollecting -= 1;
    const text = this.collectedText(collecting.fromChunk);
    for (const prop of collecting.props) {
      const { htmlStart } = collecting;
      const markup =
        htmlStart !== undefined && htmlProps.has(prop)
          ? html.slice(htmlStart, Math.min(Math.max(htmlStart, contentEnd), htmlStart + this.charsLeft()))
          : undefined;
      const value = markup ?? text;
      this.addValue(collecting.owner, [prop], value, value.length);
    }
    if (this.openCollecting === 0) this.textLog = [];
  }

  /** The text logged since `fromChunk`, no longer than one value may be nor than the characters left. */
  private collectedText(fromChunk: number): string {
    const limit = Math.min(maxTextChars, this.charsLeft());
    const parts: string[] = [];
    let length = 0;
    for (let index = fromChunk; index < this.textLog.length && length < limit; index += 1) {
      const chunk = this.textLog[index]!;
      parts.push(length + chunk.length > limit ? chunk.slice(0, limit - length) : chunk);
      length += chunk.length;
    }
    return parts.join('');
  }

  private charsLeft(): number {
    return Math.max(0, maxValueChars - this.valueChars);
  }

  private addValue(item: MicrodataItem, props: string[], value: string | MicrodataItem, chars: number): void {
    for (const prop of props) {
      if (this.valueCount >= maxValues || this.valueChars + chars > maxValueChars) return;
      const values = item.props.get(prop) ?? [];
      if (values.length >= maxValuesPerProp) continue;
      values.push(value);
      item.props.set(prop, values);
      this.valueCount += 1;
      this.valueChars += chars;
    }
  }
}

/** `http://schema.org/JobPosting`, `https://schema.org/JobPosting`, or several types with one of them. */
export function isJobPostingType(type: string): boolean {
  return type.split(/\s+/).some((token) => /(^|[/:#])JobPosting$/i.test(token));
}

/** The value a property's element states in an attribute (meta content, time datetime, a href…), if any. */
function attributeValue(name: string, attributes: Record<string, string>): string | undefined {
  if (name === 'meta') return attributes.content ?? '';
  if (name === 'time' && attributes.datetime !== undefined) return attributes.datetime;
  const urlName = urlAttribute[name];
  if (urlName) return attributes[urlName] ?? '';
  // Not in the microdata spec, but sites put `content` on spans and divs and mean it as the value.
  return attributes.content;
}

/**
 * The item as a JSON-LD-shaped record: one value stays a value, several become an array. Nested items
 * past `depth` levels are left out (bounded work on hostile markup).
 */
export function microdataToRecord(item: MicrodataItem, depth = 20): Record<string, unknown> {
  const record: Record<string, unknown> = { '@type': item.type };
  for (const [prop, values] of item.props) {
    const converted: unknown[] = [];
    for (const value of values) {
      if (typeof value === 'string') converted.push(value);
      else if (depth > 1) converted.push(microdataToRecord(value, depth - 1));
    }
    if (converted.length) record[prop] = converted.length === 1 ? converted[0] : converted;
  }
  return record;
}
