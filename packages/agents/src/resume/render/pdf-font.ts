import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// Liberation Sans (SIL Open Font License, shipped with pdfjs-dist): Latin, Greek and Cyrillic, so
// "Zoë Łukasiewicz" or "Ольга" print as written; PDF's built-in Helvetica covers Western Latin only.
export const pdfFontFamily = 'Liberation Sans';
let registered = false;

export function registerPdfFont() {
  if (registered) return;
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  Font.register({
    family: pdfFontFamily,
    fonts: [
      { src: path.join(fonts, 'LiberationSans-Regular.ttf') },
      { src: path.join(fonts, 'LiberationSans-Bold.ttf'), fontWeight: 'bold' },
      { src: path.join(fonts, 'LiberationSans-Italic.ttf'), fontStyle: 'italic' },
    ],
  });
  // Words are never split with a hyphen: a name or a skill must print whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
