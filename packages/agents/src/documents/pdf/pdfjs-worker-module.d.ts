// pdf.js ships no types for its "worker" module; it is only imported to be loaded ahead (preloadPdfJs).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
