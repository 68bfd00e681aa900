/** A font's name says its weight ("ABCDEF+Arial-BoldMT", "OpenSans-Semibold", "Lato-Black"). */
const boldName = /bold|black|heavy|semibold|demi|extrabold|ultrabold/i;

/** What of a pdf.js page this reads: its operators listed (which names its fonts on this thread), and the fonts. */
export type WeighedPage = {
  getOperatorList: () => Promise<unknown>;
  commonObjs: { has: (name: string) => boolean; get: (name: string) => unknown };
};

/** A page's operators as pdf.js lists them: each operator's code and its arguments. */
export type OperatorList = { fnArray: readonly number[]; argsArray: readonly unknown[] };

const isOperatorList = (list: unknown): list is OperatorList =>
  typeof list === 'object' && list !== null && Array.isArray((list as OperatorList).fnArray) && Array.isArray((list as OperatorList).argsArray);

/**
 * The fonts of each page whose names or flags say they are bold, and the page's operators (the glyphs it draws, each
 * with its width: what an unmapped ligature is read from). pdf.js names a page's fonts only once it has listed the
 * page's operators, tens of milliseconds for a real page. Only pages whose text was cheap to read are listed
 * (`textMs` under `pageMs`, documentLimits.fontPageMs), and none is begun once `budgetMs` has passed: the pages left are given no weight (every
 * line reads as not bold) and no operators. Images are not decoded for it (preparePdf disabled their filters).
 */
export async function fontsWithin(
  pages: readonly { page: WeighedPage; fonts: ReadonlySet<string>; textMs: number }[],
  budgetMs: number,
  pageMs: number,
): Promise<{ bold: Set<string>[]; operators: (OperatorList | undefined)[] }> {
  const started = performance.now();
  const weights: Set<string>[] = pages.map(() => new Set<string>());
  const operators: (OperatorList | undefined)[] = pages.map(() => undefined);
  for (const [index, { page, fonts, textMs }] of pages.entries()) {
    if (performance.now() - started >= budgetMs) break;
    if (fonts.size === 0 || textMs >= pageMs) continue;
    try {
      const list = await page.getOperatorList();
      if (isOperatorList(list)) operators[index] = list;
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
  return { bold: weights, operators };
}
