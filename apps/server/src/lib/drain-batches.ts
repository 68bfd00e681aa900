/**
 * Runs `batch` again and again until one finds nothing to do (`seen` 0) or `budgetMs` has gone: what is left
 * waits for the next turn of its job. Answers the sum of the batches' `done`.
 */
export async function drainBatches(
  batch: () => Promise<{ done: number; seen: number }>,
  budgetMs: number,
  clock: () => number = () => Date.now(),
): Promise<number> {
  const started = clock();
  let done = 0;
  for (;;) {
    const outcome = await batch();
    done += outcome.done;
    if (outcome.seen === 0 || clock() - started >= budgetMs) return done;
  }
}
