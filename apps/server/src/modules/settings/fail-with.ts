import { describeError } from '../../http/describe-error';
import { AppError } from '../../lib/app-error';

type Log = { error: (details: object, message: string) => void };

/**
 * Runs `work`; an unexpected failure is logged and answered as a 500 with `message` (what the Account
 * tab shows), while our own errors (401 for an account deleted meanwhile) pass through as they are.
 */
export async function failWith<T>(log: Log, message: string, userId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ error: describeError(error), userId }, message);
    throw new AppError('INTERNAL', message);
  }
}
