/**
 * Runs a generator's steps to its end, letting the event loop turn whenever `sliceMs` have passed since it last did:
 * a server doing long work this way keeps answering, whatever the machine's speed. The steps themselves should be
 * short (a few ms), since a pause comes only between two of them.
 */
export async function inSlices<T>(steps: Generator<void, T>, sliceMs = 10): Promise<T> {
  let pausedAt = performance.now();
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    if (performance.now() - pausedAt < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    pausedAt = performance.now();
  }
}
