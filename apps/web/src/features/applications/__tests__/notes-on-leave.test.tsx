import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotesAutosave } from '../hooks/use-notes-autosave';

afterEach(() => vi.useRealTimers());

describe('notes typed just before the page goes', () => {
  it('are sent as the page hides, when the typing pause has not ended', () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const sendOnLeave = vi.fn();
    const { result } = renderHook(() => useNotesAutosave('Referred by Sam', save, sendOnLeave));
    act(() => result.current.change('Referred by Sam. Call Tuesday'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendOnLeave).toHaveBeenCalledWith('Referred by Sam. Call Tuesday');
    expect(save).not.toHaveBeenCalled();
  });

  it('are not sent again when everything is saved, and the browser asks before leaving only after a failed save', async () => {
    vi.useFakeTimers();
    let fail = false;
    const save = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const sendOnLeave = vi.fn();
    const { result } = renderHook(() => useNotesAutosave('', save, sendOnLeave));
    act(() => result.current.change('First'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(save).toHaveBeenCalledWith('First');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendOnLeave).not.toHaveBeenCalled();
    const calm = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(calm);
    expect(calm.defaultPrevented).toBe(false);

    fail = true;
    act(() => result.current.change('Second'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.state).toBe('failed');
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
  });
});
