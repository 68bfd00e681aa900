import path from 'node:path';
import { occupationIndexFormat } from '@seeker/agents';

/** Where the compiled occupation index lives: DATA_DIR/taxonomy/, its format in the name so an older one is left alone. */
export const occupationIndexPath = (dataDir: string) => path.join(dataDir, 'taxonomy', `occupations.v${occupationIndexFormat}.json.gz`);
