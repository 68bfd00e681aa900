import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * One burst over the whole page, on a canvas of our own: the library's default canvas draws in a
 * blob-URL worker, which the app's Content-Security-Policy does not allow. `host`: where the canvas goes;
 * an open modal dialog, to draw over it (the browser's top layer is above any z-index on the page).
 */
export async function fireConfetti(host: HTMLElement = document.body): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '100' });
  host.append(canvas);
  try {
    const shoot = confetti.create(canvas, { resize: true, useWorker: false });
    await shoot({ particleCount: 140, spread: 80, startVelocity: 45, origin: { y: 0.6 }, disableForReducedMotion: true });
  } finally {
    canvas.remove();
  }
}
