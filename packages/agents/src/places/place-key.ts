import { withoutAccents } from '../text/without-accents';

/** A place name as the gazetteer keeps it and looks it up: no accents, lower case, no spaces at the ends. */
export function placeKey(name: string): string {
  return withoutAccents(name).toLowerCase().trim();
}
