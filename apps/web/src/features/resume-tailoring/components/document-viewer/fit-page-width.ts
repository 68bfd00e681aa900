/**
 * The width to draw a page at (before zoom) so that at 100% it fits the box it is shown in: its own
 * width when there is room, else the box's (less its padding). Unknown sizes leave the page as it is.
 */
export function fitPageWidth(pageWidth: number | undefined, boxWidth: number | undefined, padding = 16): number | undefined {
  if (!pageWidth || !boxWidth) return undefined;
  const room = Math.max(boxWidth - padding * 2, 1);
  return pageWidth > room ? room : undefined;
}
