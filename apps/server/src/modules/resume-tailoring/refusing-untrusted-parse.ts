import { ResumeParseError } from '@seeker/agents';
import { AppError } from '../../lib/app-error';

/**
 * Runs a resume agent; a resume whose parse cannot be trusted is refused with 422 and the agent's words
 * (what was not read, and how to fix it), so nothing confident is written from a misread.
 */
export async function refusingUntrustedParse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ResumeParseError) throw new AppError('UNREADABLE_RESUME', error.message);
    throw error;
  }
}
