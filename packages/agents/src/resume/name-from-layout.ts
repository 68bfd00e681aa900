import { bodySize, type LayoutLine } from '../documents/layout/layout-line';
import { nameInLine } from './name-line';

/** How far down the first page a name is looked for, in points: the top quarter of an A4 or Letter page. */
const nameZone = 220;
/** How much larger than the body text a line must be to stand out as the name. */
const standsOut = 1.2;

/**
 * The name as a reader finds it on the page (decision 0043): the largest text near the top of the first page that
 * is a person's name (`nameInLine`: never a heading, the document's title, a label, a job title or a place), set
 * larger than the body; '' when no line stands out so (the text's first name line is read instead).
 */
export function nameFromLayout(layout: readonly LayoutLine[]): string {
  const body = bodySize(layout);
  let best: { name: string; size: number } | undefined;
  for (const line of layout) {
    if (line.page !== 1 || line.top > nameZone || line.size < body * standsOut) continue;
    const name = nameInLine(line.text);
    if (name !== '' && (!best || line.size > best.size)) best = { name, size: line.size };
  }
  return best?.name ?? '';
}
