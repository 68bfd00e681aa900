// Microdata (itemscope / itemprop) read while htmlparser2 streams the page, so a page is parsed once and
// no DOM is built. Items come out in the JSON-LD shape ({ '@type', prop: value | value[] }) so one
// field reader serves both.

export type MicrodataItem = { type: string; props: Map<string, (string | MicrodataItem)[]> };

type Frame = {
  item?: MicrodataItem;
  /** The item this element's itemprop values go to. */
  owner?: MicrodataItem;
  props?: string[];
  text?: string[];
  textLength?: number;
  /** Where the element's content starts in the page, for a property read as HTML. */
  htmlStart?: number;
};

const maxItems = 1_000;
const maxValuesPerProp = 50;
const maxTextChars = 400_000;
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

/**
 * Feed it htmlparser2's events (entities left undecoded: the field readers decode each value once);
 * `items` then holds every top-level item and every item typed JobPosting, in page order.
 */
export class MicrodataReader {
  readonly items: MicrodataItem[] = [];
  private readonly stack: Frame[] = [];
  private readonly collecting: Frame[] = [];
  private itemCount = 0;
  private rawTextDepth = 0;

  open(name: string, attributes: Record<string, string>, contentStart: number): void {
    const owner = this.currentItem();
    const props = attributes.itemprop?.trim().split(/\s+/).filter(Boolean);
    const frame: Frame = {};
    if (name === 'script' || name === 'style' || name === 'template') this.rawTextDepth += 1;
    if ('itemscope' in attributes && this.itemCount < maxItems) {
      this.itemCount += 1;
      const item: MicrodataItem = { type: attributes.itemtype?.trim() ?? '', props: new Map() };
      frame.item = item;
      if (props?.length && owner) addValue(owner, props, item);
      if (!owner || isJobPostingType(item.type)) this.items.push(item);
    } else if (props?.length && owner) {
      const value = attributeValue(name, attributes);
      if (value !== undefined) addValue(owner, props, value);
      else {
        Object.assign(frame, { owner, props, text: [], textLength: 0 });
        if (props.some((prop) => htmlProps.has(prop))) frame.htmlStart = contentStart;
        this.collecting.push(frame);
      }
    }
    this.stack.push(frame);
  }

  text(text: string): void {
    if (this.rawTextDepth > 0) return;
    for (const frame of this.collecting) {
      if (!frame.text || (frame.textLength ?? 0) >= maxTextChars) continue;
      frame.text.push(text);
      frame.textLength = (frame.textLength ?? 0) + text.length;
    }
  }

  close(name: string, contentEnd: number, html: string): void {
    if ((name === 'script' || name === 'style' || name === 'template') && this.rawTextDepth > 0) this.rawTextDepth -= 1;
    const frame = this.stack.pop();
    if (!frame?.owner || !frame.props || !frame.text) return;
    this.collecting.splice(this.collecting.indexOf(frame), 1);
    const text = frame.text.join('');
    for (const prop of frame.props) {
      const markup =
        frame.htmlStart !== undefined && htmlProps.has(prop) ? html.slice(frame.htmlStart, Math.max(frame.htmlStart, contentEnd)) : undefined;
      addValue(frame.owner, [prop], markup ?? text);
    }
  }

  private currentItem(): MicrodataItem | undefined {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const item = this.stack[i]!.item;
      if (item) return item;
    }
    return undefined;
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

function addValue(item: MicrodataItem, props: string[], value: string | MicrodataItem): void {
  for (const prop of props) {
    const values = item.props.get(prop) ?? [];
    if (values.length < maxValuesPerProp) values.push(value);
    item.props.set(prop, values);
  }
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
