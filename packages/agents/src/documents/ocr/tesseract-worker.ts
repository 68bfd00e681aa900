import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { OcrLanguage } from './ocr-language';

export type TesseractWorker = Worker;

const resolveFrom = createRequire(import.meta.url);

/**
 * A language's model as its npm package ships it, never fetched: tesseract.js reads
 * `<langPath>/<lang>.traineddata.gz` from disk when langPath is not a URL (it would otherwise download from
 * a CDN). The integer "best" LSTM model (4.0.0_best_int) is the smaller of the two folders: 4.0.0 adds the
 * legacy engine, which LSTM_ONLY never runs. Each package has its own folder, so a worker loads one language.
 */
function modelFolder(language: OcrLanguage): string {
  return path.join(path.dirname(resolveFrom.resolve(`@tesseract.js-data/${language}`)), '4.0.0_best_int');
}

/**
 * A Tesseract worker (tesseract.js runs it in a worker thread of its own, loading the WebAssembly core from
 * tesseract.js-core in node_modules: Node never takes corePath's CDN) with one language's model.
 */
export async function startTesseract(language: OcrLanguage): Promise<TesseractWorker> {
  const { createWorker, OEM } = await import('tesseract.js');
  return createWorker(
    language,
    OEM.LSTM_ONLY,
    {
      langPath: modelFolder(language),
      // The default writes each model to ./<lang>.traineddata, in whatever the working directory is.
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job inside its message listener: an uncaught exception.
      errorHandler: () => undefined,
    },
    // Tesseract's notes ("Estimating resolution as 300") would go to the server's stderr.
    'debug_file /dev/null',
  );
}
