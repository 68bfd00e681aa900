import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Spinner } from '@/components/ui/spinner';

// The worker of the same pdf.js react-pdf runs (pinned to one version in the workspace), served by Vite as a file.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// One object for every render: react-pdf reloads the document when `options` changes identity.
// No eval: the app's Content-Security-Policy forbids it (pdf.js otherwise probes with `new Function`).
const documentOptions = { withCredentials: true, isEvalSupported: false };

type PdfJsViewerProps = { url: string; zoom: number; rotation: number; onError: () => void };

/** Viewer 1: the PDF drawn in the page by pdf.js, every page, at the chosen zoom and rotation. */
export default function PdfJsViewer({ url, zoom, rotation, onError }: PdfJsViewerProps) {
  const [pages, setPages] = useState(0);
  return (
    <Document
      file={url}
      options={documentOptions}
      onLoadSuccess={({ numPages }) => setPages(numPages)}
      onLoadError={onError}
      onSourceError={onError}
      loading={<Spinner label="Loading document" className="m-auto size-8" />}
      error={<span className="sr-only">The document could not be drawn</span>}
      className="flex flex-col items-center gap-4 py-4"
    >
      {Array.from({ length: pages }, (_, index) => (
        <Page key={index} pageNumber={index + 1} scale={zoom / 100} rotate={rotation} renderAnnotationLayer={false} className="shadow-md" />
      ))}
    </Document>
  );
}
