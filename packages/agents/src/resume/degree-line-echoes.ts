import { isCountry } from './header-places';

/** The field a degree names after its colon ("Master of Science : Literacy" → "literacy"), folded; '' where none. */
const fieldAfterColon = (part: string) => /\s:\s+(.+)$/.exec(part)?.[1]!.trim().toLowerCase() ?? '';

/**
 * A degree line's pieces without what a template writes again after the place ("… Touro College - City , State ,
 * United States School and District Administration", "… - City , State , USA High School Diploma : Culinary"): a
 * country right after the place opening a piece is the place's, not the piece's; a piece that is only the field a
 * degree's colon already names is said twice, and no school. Only where the line has a place.
 */
export function withoutPlaceEchoes(parts: readonly string[], location: string, line: string): string[] {
  // (The place as split-header gives it, its commas closed up: "City, State" for "City , State".)
  const spaced = line.replace(/\s+,/g, ',');
  const at = location ? spaced.indexOf(location) : -1;
  if (at < 0) return [...parts];
  // What the line writes right after its place ("United States School and …"), its separators left off.
  const after = spaced
    .slice(at + location.length)
    .replace(/^[\s,;·|–-]+/, '')
    .split(/\s+/);
  const country = [3, 2, 1].map((count) => after.slice(0, count).join(' ')).find((words) => words !== '' && isCountry(words));
  const fields = new Set(parts.map(fieldAfterColon).filter(Boolean));
  return parts
    .map((part) => (country && part.startsWith(`${country} `) ? part.slice(country.length + 1) : part))
    .filter((part) => !fields.has(part.trim().toLowerCase()) || fieldAfterColon(part) !== '');
}
