import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsPolling } from '../lib/needs-polling';
import { fakeApi, now, renderSection, scheduleFixture } from './fixtures';

const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const running = { ...scheduleFixture().lastRun!, status: 'running' as const, finishedAt: null };

describe('needsPolling', () => {
  it('polls only for an active schedule whose run is going or due within two minutes', () => {
    const at = now.getTime();
    expect(needsPolling([scheduleFixture({ nextRunAt: inMinutes(1) })], at)).toBe(true);
    expect(needsPolling([scheduleFixture({ nextRunAt: inMinutes(2) })], at)).toBe(true);
    expect(needsPolling([scheduleFixture({ nextRunAt: inMinutes(-1) })], at)).toBe(true);
    expect(needsPolling([scheduleFixture({ nextRunAt: inMinutes(3) })], at)).toBe(false);
    expect(needsPolling([scheduleFixture({ nextRunAt: inMinutes(60), lastRun: running })], at)).toBe(true);
    expect(needsPolling([scheduleFixture({ status: 'paused', nextRunAt: inMinutes(1), lastRun: running })], at)).toBe(false);
    expect(needsPolling([scheduleFixture({ nextRunAt: null })], at)).toBe(false);
    expect(needsPolling([], at)).toBe(false);
  });
});

describe('scheduled searches polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the list every 30 s while a run is due, and stops once it is not', async () => {
    const api = fakeApi([scheduleFixture({ nextRunAt: inMinutes(1) })]);
    renderSection();
    await screen.findByRole('article');
    expect(api.lists()).toBe(1);

    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(api.lists()).toBe(2));

    // The run happened: next week's run is far off.
    api.state.schedules = [scheduleFixture({ nextRunAt: inMinutes(7 * 24 * 60), lastRunAt: inMinutes(0) })];
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(api.lists()).toBe(3));
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(api.lists()).toBe(3);
  });

  it('does not poll when nothing is due, and starts once the next run comes within two minutes', async () => {
    const api = fakeApi([scheduleFixture({ nextRunAt: inMinutes(4) })]);
    renderSection();
    await screen.findByRole('article');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(api.lists()).toBe(1);
    // Each 30 s tick re-renders; once the run is two minutes away, polling starts.
    for (let tick = 0; tick < 4; tick += 1) await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(api.lists()).toBeGreaterThan(1));
  });
});
