import { describe, expect, it } from 'vitest';
import { flowAcrossPages } from './pdf-page-flow';
import type { PageBlock } from './pdf-page-text';

const block = (first: string, left: number, right: number, firstSize = 10, largestSize = firstSize): PageBlock => ({
  text: [first],
  lines: [{ text: first, page: 1, size: firstSize, bold: false, x: left, top: 0, gap: 0 }],
  left,
  right,
  firstSize,
  largestSize,
});
const order = (pages: PageBlock[][]) => flowAcrossPages(pages).map((read) => read.text[0]);

describe('flowAcrossPages', () => {
  const name = block('Mujtaba Ghulam', 12, 571, 50);
  const work = block('Work experience', 12, 343, 24, 24);
  const sidebar = block('Vaardigheden', 371, 524, 24, 24);

  it("reads a page's sidebar after the wide column's text that goes on at the next page's top", () => {
    const goesOn = block('Customer-service employee, Conduent', 12, 330, 14);
    const nextSidebar = block('Cursussen', 371, 571, 24);
    expect(
      order([
        [name, work, sidebar],
        [goesOn, nextSidebar],
      ]),
    ).toEqual(['Mujtaba Ghulam', 'Work experience', 'Customer-service employee, Conduent', 'Vaardigheden', 'Cursussen']);
  });

  it('keeps the order where the next page opens with a heading, in the sidebar, or there is none', () => {
    const heading = block('Education', 12, 330, 24);
    expect(order([[name, work, sidebar], [heading]])).toEqual(['Mujtaba Ghulam', 'Work experience', 'Vaardigheden', 'Education']);
    const besideTheSidebar = block('Languages', 371, 524, 10);
    expect(order([[name, work, sidebar], [besideTheSidebar]])).toEqual(['Mujtaba Ghulam', 'Work experience', 'Vaardigheden', 'Languages']);
    expect(order([[name, work, sidebar]])).toEqual(['Mujtaba Ghulam', 'Work experience', 'Vaardigheden']);
  });

  it('carries a sidebar over a page whose wide column goes on to its end', () => {
    const middle = block('Shop assistent, New Yorker', 12, 330, 14);
    const last = block('Havo, CSG Calvijn', 12, 330, 14);
    expect(order([[name, work, sidebar], [middle], [last]])).toEqual([
      'Mujtaba Ghulam',
      'Work experience',
      'Shop assistent, New Yorker',
      'Havo, CSG Calvijn',
      'Vaardigheden',
    ]);
  });
});
