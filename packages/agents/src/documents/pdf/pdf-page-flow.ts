import type { PageBlock } from './pdf-page-text';

/** How far apart, in font sizes, two blocks' left edges may be and still start one column. */
const sameEdge = 1.5;

/** The block lies wholly left of the other, a gutter between them. */
const leftOf = (block: PageBlock, other: PageBlock) => block.right < other.left;

/**
 * The next page opens in the wide column, with text and no heading over it (its first line set smaller than the
 * column's headings were): it goes on with the section the wide column ended in.
 */
const goesOn = (wide: PageBlock, sidebar: PageBlock, opening: PageBlock | undefined) =>
  opening !== undefined &&
  leftOf(opening, sidebar) &&
  Math.abs(opening.left - wide.left) <= sameEdge * wide.firstSize &&
  opening.firstSize < wide.largestSize;

/**
 * The pages' blocks in reading order across page breaks. A page read as a wide column and then a column right of it
 * (a sidebar: links, skills, languages) may end its wide column mid-section. Where the next page opens in that
 * column with text and no heading over it, that text goes on with the section, so the sidebar is read after it,
 * not between them: the sidebar's heading ("Vaardigheden") would otherwise take the roles that follow it.
 */
export function flowAcrossPages(pages: readonly (readonly PageBlock[])[]): PageBlock[] {
  const ordered: PageBlock[] = [];
  // The sidebar waiting for the wide column to end, and the wide column's block it was beside.
  let held: { sidebar: PageBlock[]; wide: PageBlock } | undefined;
  pages.forEach((blocks, index) => {
    const opening = pages[index + 1]?.[0];
    let start = 0;
    if (held) {
      // The blocks at the page's top in the wide column go on with the page before; the sidebar follows them, or
      // waits longer where they fill the page and the next goes on too.
      while (start < blocks.length && leftOf(blocks[start]!, held.sidebar[0]!)) start++;
      ordered.push(...blocks.slice(0, start));
      if (start === blocks.length && goesOn(held.wide, held.sidebar[0]!, opening)) return;
      ordered.push(...held.sidebar);
      held = undefined;
    }
    const wide = wideBeforeSidebar(blocks);
    const sidebarFrom = wide !== undefined && wide >= start && goesOn(blocks[wide]!, blocks[wide + 1]!, opening) ? wide + 1 : blocks.length;
    ordered.push(...blocks.slice(start, sidebarFrom));
    if (sidebarFrom < blocks.length) held = { sidebar: blocks.slice(sidebarFrom), wide: blocks[sidebarFrom - 1]! };
  });
  return held ? [...ordered, ...held.sidebar] : ordered;
}

/** The index of the block before the page's last blocks where they all lie right of it (a sidebar read last). */
function wideBeforeSidebar(blocks: readonly PageBlock[]): number | undefined {
  for (let wide = blocks.length - 2; wide >= 0; wide--) {
    const before = blocks[wide]!;
    if (blocks.slice(wide + 1).every((block) => Number.isFinite(block.left) && leftOf(before, block))) return wide;
  }
  return undefined;
}
