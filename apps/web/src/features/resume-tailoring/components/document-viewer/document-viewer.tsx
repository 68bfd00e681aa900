import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { documentUrls } from '../../lib/document-urls';
import { ViewerToolbar } from './viewer-toolbar';

// pdf.js is large: fetched only when a document is shown.
const PdfJsViewer = lazy(() => import('./pdf-js-viewer'));

export const viewerMessages = {
  failed: (viewer: number) => `Failed to load document with viewer ${viewer}.`,
  noAlternative: 'No alternative URLs available',
  nothing: 'No document available to display',
  unable: 'Unable to Load Document',
} as const;

const viewerNames = ['In-page PDF viewer', "Your browser's PDF viewer", 'Text view'] as const;

type DocumentViewerProps = {
  title: string;
  /** Works without a session until it expires: tried first. */
  signedUrl?: string | null;
  /** The owner-session URL: the alternative. */
  alternativeUrl?: string | null;
  /** The document as text, for the third viewer and the line count. */
  text: string;
};

/**
 * Spec part 2 section 4's viewer: three viewers cycled on failure (pdf.js in the page, the browser's own
 * PDF viewer, the text), then the other URL; zoom, rotation and fullscreen; the line count below.
 */
export function DocumentViewer({ title, signedUrl, alternativeUrl, text }: DocumentViewerProps) {
  const [swapped, setSwapped] = useState(false);
  const [urlIndex, setUrlIndex] = useState(0);
  // With no link to show, the text view is the only one that can.
  const [viewer, setViewer] = useState(() => (documentUrls(signedUrl, alternativeUrl, false).length === 0 && text !== '' ? 3 : 1));
  const [failure, setFailure] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const [zoom, setZoom] = useState(100);
  const [rotation, setRotation] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const urls = documentUrls(signedUrl, alternativeUrl, swapped);
  const url = urls[urlIndex] ?? null;
  const lines = text === '' ? 0 : text.split('\n').length;

  useEffect(() => {
    if (!fullscreen) return;
    const leave = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [fullscreen]);

  const failed = () => {
    setFailure(viewerMessages.failed(viewer));
    if (viewer < 3) {
      setViewer(viewer + 1);
      return;
    }
    // All three viewers tried on this URL: the next URL, from the first viewer again.
    if (urlIndex + 1 < urls.length) {
      setUrlIndex(urlIndex + 1);
      setViewer(1);
      return;
    }
    setExhausted(true);
  };

  const askAlternative = () => {
    if (urls.length < 2) {
      setFailure(viewerMessages.noAlternative);
      return;
    }
    setSwapped(!swapped);
    setUrlIndex(0);
    setViewer(1);
    setExhausted(false);
  };

  if (urls.length === 0 && text === '') {
    return <p className="rounded-md border p-6 text-center text-muted-foreground">{viewerMessages.nothing}</p>;
  }

  const needsUrl = viewer < 3 && url === null;
  return (
    <section
      aria-label={`${title}: document viewer`}
      className={cn('flex flex-col overflow-hidden rounded-lg border bg-card', fullscreen && 'fixed inset-2 z-50 shadow-2xl sm:inset-8')}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
        <div className="min-w-0">
          <h3 className="truncate font-medium">{title}</h3>
          <p className="text-xs text-muted-foreground">{viewerNames[viewer - 1]}</p>
        </div>
        <ViewerToolbar
          zoom={zoom}
          onZoom={setZoom}
          onRotate={() => setRotation((rotation + 90) % 360)}
          fullscreen={fullscreen}
          onFullscreen={() => setFullscreen(!fullscreen)}
        />
      </header>
      {failure && (
        <p
          role="status"
          className="flex items-center gap-2 border-b bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {failure}
        </p>
      )}
      <div
        data-viewer={viewer}
        // Scrollable: reachable by keyboard, and named for screen readers.
        tabIndex={0}
        role="group"
        aria-label="Document"
        className="overflow-auto bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ height: fullscreen ? 'calc(100vh - 64px)' : 600 }}
      >
        {exhausted || needsUrl ? (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <h4 className="text-lg font-semibold">{viewerMessages.unable}</h4>
            <p className="text-sm text-muted-foreground">{viewerMessages.noAlternative}</p>
          </div>
        ) : viewer === 1 ? (
          <Suspense fallback={<Spinner label="Loading document" className="m-auto mt-8 size-8" />}>
            <PdfJsViewer key={url} url={url!} zoom={zoom} rotation={rotation} onError={failed} />
          </Suspense>
        ) : viewer === 2 ? (
          <iframe
            key={url}
            title={`${title} (browser viewer)`}
            src={url!}
            className="h-full w-full border-0 bg-white"
            style={{ transform: rotation ? `rotate(${rotation}deg)` : undefined }}
          />
        ) : text !== '' ? (
          <pre
            className="mx-auto max-w-3xl p-6 font-sans whitespace-pre-wrap"
            style={{ fontSize: `${(14 * zoom) / 100}px`, transform: rotation ? `rotate(${rotation}deg)` : undefined }}
          >
            {text}
          </pre>
        ) : (
          <p className="p-6 text-center text-muted-foreground">{viewerMessages.nothing}</p>
        )}
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
        <span>
          Made by Seeker · {lines} {lines === 1 ? 'line' : 'lines'}
        </span>
        <span className="flex flex-wrap gap-2">
          {viewer < 3 && !exhausted && (
            <Button variant="outline" size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal" onClick={failed}>
              Viewer not working? Try the next one
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={askAlternative}>
            Try the other link
          </Button>
        </span>
      </footer>
    </section>
  );
}
