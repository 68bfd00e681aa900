import path from 'node:path';
import { occupationIndexFormat } from '@seeker/agents';

/** Where the compiled occupation index lives: DATA_DIR/taxonomy/, its format in the name so an older one is left alone. */
export const occupationIndexPath = (dataDir: string) => path.join(dataDir, 'taxonomy', `occupations.v${occupationIndexFormat}.json.gz`);

/**
 * A failure as said in a log or a terminal: its message without control characters, on one line, at most 400
 * characters (a compile refusing a damaged file may quote its bytes).
 */
export function readableFailure(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/[\p{Cc}\ufffd]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return message.length > 400 ? `${message.slice(0, 399)}…` : message;
}
