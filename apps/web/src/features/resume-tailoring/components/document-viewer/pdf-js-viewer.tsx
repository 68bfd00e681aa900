import { useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Spinner } from '@/components/ui/spinner';
import { fitPageWidth } from './fit-page-width';
import { useElementWidth } from './use-element-width';

// The worker of the same pdf.js react-pdf runs (pinned to one version in the workspace), served by Vite as a file.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// One object for every render: react-pdf reloads the document when `options` changes identity.
// (pdf.js 6 has no eval path left, so the app's Content-Security-Policy needs no option for it.)
const documentOptions = { withCredentials: true };

type PdfJsViewerProps = { url: string; zoom: number; rotation: number; onError: () => void };

/**
 * Viewer 1: the PDF drawn in the page by pdf.js, every page, at the chosen zoom and rotation. At 100% a
 * page fits the box (a 612 pt page on a 390 px phone); zoomed past the box it scrolls from its left edge.
 */
export default function PdfJsViewer({ url, zoom, rotation, onError }: PdfJsViewerProps) {
  const [pages, setPages] = useState(0);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(box);
  const turned = rotation % 180 !== 0;
  const width = fitPageWidth(pageSize && (turned ? pageSize.height : pageSize.width), boxWidth);
  return (
    <div ref={box}>
      <Document
        file={url}
        options={documentOptions}
        // react-pdf 11 suspends and throws to an Error Boundary by default; this viewer shows its own spinner and error.
        suspense={false}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        onLoadError={onError}
        onSourceError={onError}
        loading={<Spinner label="Loading document" className="m-auto size-8" />}
        error={<span className="sr-only">The document could not be drawn</span>}
        // As wide as its widest page and at least the box: a zoomed page overflows to the right, where scrolling reaches it.
        className="flex w-max min-w-full flex-col items-center gap-4 p-4"
      >
        {Array.from({ length: pages }, (_, index) => (
          <Page
            key={index}
            pageNumber={index + 1}
            width={width}
            scale={zoom / 100}
            rotate={rotation}
            renderAnnotationLayer={false}
            className="shadow-md"
            onLoadSuccess={index === 0 ? (page) => setPageSize({ width: page.originalWidth, height: page.originalHeight }) : undefined}
          />
        ))}
      </Document>
    </div>
  );
}
