// Worker entry: the server runs TypeScript through tsx (decision 0002), and a worker thread starts
// without the parent's loader, so it registers tsx before loading the real worker. The PDF and DOCX
// libraries are loaded natively first (through tsx's transform they would cost far more time and heap).
import { register } from 'tsx/esm/api';

await import('@react-pdf/renderer');
await import('docx');
register();
await import('./render-document.worker.ts');
