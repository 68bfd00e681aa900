/** A font's name says its weight ("ABCDEF+Arial-BoldMT", "OpenSans-Semibold", "Lato-Black"). */
const boldName = /bold|black|heavy|semibold|demi|extrabold|ultrabold/i;
/**
 * A page whose text took longer than this to read has a content stream too costly to list as well: listing its
 * operators costs about what reading its text did (a flood of 2.4 million path operators in 22 KB: 3.6 s to read its
 * text, 2.3 s and 350 MB more to list), and pdf.js gives no way to stop a listing once begun.
 */
export const cheapPageMs = 150;

/** What of a pdf.js page this reads: its operators listed (which names its fonts on this thread), and the fonts. */
export type WeighedPage = {
  getOperatorList: () => Promise<unknown>;
  commonObjs: { has: (name: string) => boolean; get: (name: string) => unknown };
};

/**
 * The fonts of each page whose names or flags say they are bold. pdf.js names a page's fonts only once it has listed
 * the page's operators, tens of milliseconds for a real page. Only pages whose text was cheap to read are listed
 * (`textMs` under cheapPageMs), and none is begun once `budgetMs` has passed: the pages left are given no weight (every
 * line reads as not bold). Images are not decoded for it (preparePdf disabled their filters).
 */
export async function boldFontsWithin(
  pages: readonly { page: WeighedPage; fonts: ReadonlySet<string>; textMs: number }[],
  budgetMs: number,
): Promise<Set<string>[]> {
  const started = performance.now();
  const weights: Set<string>[] = pages.map(() => new Set<string>());
  for (const [index, { page, fonts, textMs }] of pages.entries()) {
    if (performance.now() - started >= budgetMs) break;
    if (fonts.size === 0 || textMs >= cheapPageMs) continue;
    try {
      await page.getOperatorList();
    } catch {
      continue;
    }
    for (const name of fonts) {
      if (!page.commonObjs.has(name)) continue;
      const font = page.commonObjs.get(name) as { name?: unknown; bold?: unknown; black?: unknown } | null;
      if (font && (font.bold === true || font.black === true || (typeof font.name === 'string' && boldName.test(font.name))))
        weights[index]!.add(name);
    }
  }
  return weights;
}
