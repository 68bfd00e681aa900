import { cleanLine, cutText, stripUnsafeChars } from './clean-text';
import { htmlToText } from './html-to-text';
import { maxDescriptionInput } from './sanitize-description';

type Section = 'qualifications' | 'benefits';

const maxItems = 15;
const maxItemLength = 300;
const maxHeadingLength = 80;

// Checked first: "Compensation & Benefits" is about benefits even though it could follow "Requirements".
const benefitHeading =
  /benefits?|perks|what we offer|we offer|our offer|why join|why work|why you['’]?ll love|compensation|what['’]?s in it for you|what you['’]?ll get|what you get|wir bieten|was wir bieten|deine vorteile|ihre vorteile/i;
// "Nice to have" and "Bonus points" are still qualifications: the ranker weighs them, the screens list them.
const qualificationHeading =
  /requirements?|qualifications?|what you['’]?ll bring|what you bring|you bring|looking for|you have|you['’]?ll have|you need|you['’]?ll need|who you are|must[- ]haves?|skills|experience|about you|your profile|nice[- ]to[- ]haves?|bonus points|you should have|ideal candidate|preferred|dein profil|ihr profil|anforderungen|was du mitbringst|was sie mitbringen/i;
const bulletLine = /^(?:[-•*·–—▪◦●○■□➢➤►✓✔]|\d{1,2}[.)])\s+/;

/**
 * The items of a description's requirement and benefit lists: list items (or "-", "•", "*" lines in plain
 * text) under a heading such as "Requirements", "What you'll bring" or "Benefits". A heading about
 * anything else ("What you'll do") ends the section. Items are plain text, at most 300 characters each,
 * 15 per list, without repeats.
 */
export function extractLists(html: string): { qualifications: string[]; benefits: string[] } {
  const lists: Record<Section, string[]> = { qualifications: [], benefits: [] };
  const seen = new Set<string>();
  let section: Section | null = null;
  for (const line of descriptionLines(html)) {
    if (bulletLine.test(line)) {
      const item = itemText(line);
      const key = item.toLowerCase();
      if (!section || !item || seen.has(key) || lists[section].length >= maxItems) continue;
      seen.add(key);
      lists[section].push(item);
    } else if (isHeading(line)) {
      section = sectionOf(line);
    }
  }
  return lists;
}

function descriptionLines(html: string): string[] {
  const input = cutText(html, maxDescriptionInput);
  const text = /<[a-z!/]/i.test(input) ? htmlToText(input) : stripUnsafeChars(input);
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A short line that is not a sentence: "Requirements", "What you'll bring:", "Who are you?". */
function isHeading(line: string): boolean {
  return line.length <= maxHeadingLength && !/[.!,;]$/.test(line);
}

function sectionOf(heading: string): Section | null {
  if (benefitHeading.test(heading)) return 'benefits';
  return qualificationHeading.test(heading) ? 'qualifications' : null;
}

function itemText(line: string): string {
  let text = line;
  while (bulletLine.test(text)) text = text.replace(bulletLine, '');
  const item = cleanLine(text, maxItemLength + 1);
  return item.length > maxItemLength ? `${item.slice(0, maxItemLength - 1).trimEnd()}…` : item;
}
