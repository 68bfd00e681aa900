import { describe, expect, it } from 'vitest';
import { fitPageWidth } from '../components/document-viewer/fit-page-width';

describe('fitPageWidth', () => {
  it('draws a page wider than the box at the box width less its padding, and leaves one that fits alone', () => {
    // A US Letter page (612 pt) in a 390 px phone's viewer: 358 px, every line's start on screen.
    expect(fitPageWidth(612, 390)).toBe(358);
    expect(fitPageWidth(612, 1200)).toBeUndefined();
    expect(fitPageWidth(612, 644)).toBeUndefined();
    expect(fitPageWidth(612, 643)).toBe(611);
  });

  it('leaves the page alone while either size is unknown, and never asks for a width under one pixel', () => {
    expect(fitPageWidth(undefined, 390)).toBeUndefined();
    expect(fitPageWidth(612, undefined)).toBeUndefined();
    expect(fitPageWidth(612, 0)).toBeUndefined();
    expect(fitPageWidth(612, 20)).toBe(1);
  });
});
