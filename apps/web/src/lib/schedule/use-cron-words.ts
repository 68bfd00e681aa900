import { useEffect, useState } from 'react';
import { cronDescriberLoaded, describeCron, loadCronDescriber } from './describe-cron';
import { loadCronProblem, loadedCronProblem } from './lazy-cron-problem';

const ready = () => cronDescriberLoaded() && loadedCronProblem() !== undefined;

/**
 * A stored cron expression in plain words, for showing a schedule: undefined until cronstrue and the cron
 * check have loaded (neither is in the first load), and while the expression is not valid.
 */
export function useCronWords(expression: string): string | undefined {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    Promise.all([loadCronDescriber(), loadCronProblem()]).then(
      () => live && setLoaded(true),
      (error: unknown) => console.warn('Could not load the cron describer', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);

  const cronProblem = loadedCronProblem();
  if (!loaded || !cronProblem || cronProblem(expression)) return undefined;
  return describeCron(expression);
}
