import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test/match-media';
import { fireConfetti } from './fire-confetti';

const shoot = vi.hoisted(() => vi.fn(async () => undefined));
const create = vi.hoisted(() => vi.fn(() => shoot));
vi.mock('canvas-confetti', () => ({ default: { create } }));

afterEach(() => {
  create.mockClear();
  shoot.mockClear();
});

describe('fireConfetti', () => {
  it('draws on its own full-page canvas without a worker, then removes it', async () => {
    const done = fireConfetti();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [canvas, options] = create.mock.calls[0] as unknown as [HTMLCanvasElement, { useWorker: boolean }];
    expect(options.useWorker).toBe(false);
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(canvas.style.pointerEvents).toBe('none');
    await done;
    expect(shoot).toHaveBeenCalledTimes(1);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('does nothing for someone who prefers reduced motion', async () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    await fireConfetti();
    expect(create).not.toHaveBeenCalled();
  });
});
