import { useLazyModules } from '../lazy-module';
import { cronDescriber, describeCron } from './describe-cron';
import { lazyCronProblem } from './lazy-cron-problem';

const modules = [cronDescriber, lazyCronProblem] as const;

/**
 * A stored cron expression in plain words, for showing a schedule: undefined until cronstrue and the cron
 * check have loaded (neither is in the first load), and while the expression is not valid.
 */
export function useCronWords(expression: string): string | undefined {
  const loaded = useLazyModules(modules, 'the cron describer');
  const cronProblem = lazyCronProblem.loaded();
  if (!loaded || !cronProblem || cronProblem(expression)) return undefined;
  return describeCron(expression);
}
