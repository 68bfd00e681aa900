import { Maximize2, Minimize2, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const zoomLimits = { min: 50, max: 200, step: 25 } as const;

type ViewerToolbarProps = {
  zoom: number;
  onZoom: (zoom: number) => void;
  onRotate: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
};

/** Zoom 50–200 % in steps of 25, rotation by 90°, fullscreen (spec part 2 sections 4 and 9). */
export function ViewerToolbar({ zoom, onZoom, onRotate, fullscreen, onFullscreen }: ViewerToolbarProps) {
  return (
    <div role="toolbar" aria-label="Document view" className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom out"
        disabled={zoom <= zoomLimits.min}
        onClick={() => onZoom(Math.max(zoomLimits.min, zoom - zoomLimits.step))}
      >
        <ZoomOut />
      </Button>
      <span className="w-12 text-center text-sm tabular-nums" aria-live="polite" aria-label={`Zoom ${zoom}%`}>
        {zoom}%
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom in"
        disabled={zoom >= zoomLimits.max}
        onClick={() => onZoom(Math.min(zoomLimits.max, zoom + zoomLimits.step))}
      >
        <ZoomIn />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Rotate 90 degrees" onClick={onRotate}>
        <RotateCw />
      </Button>
      <Button variant="ghost" size="icon" aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} aria-pressed={fullscreen} onClick={onFullscreen}>
        {fullscreen ? <Minimize2 /> : <Maximize2 />}
      </Button>
    </div>
  );
}
