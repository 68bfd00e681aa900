// Import boundaries, as zones for seeker/boundaries (one zone: `target` may not import `from`, except
// the paths in `except`, relative to `from`). Built from the folders on disk, so a new feature or
// module is covered the day it is made.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

/** Each folder of `dir` reaches the others only through their index.ts. */
function onlyThroughIndex(dir, message) {
  const units = foldersIn(dir);
  return units.flatMap((target) =>
    units.filter((from) => from !== target).map((from) => ({ target: `./${target}`, from: `./${from}`, except: ['./index.ts'], message })),
  );
}

const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';

export const boundaryZones = [
  ...onlyThroughIndex(webFeatures, 'A feature uses another only through its index.ts; what two features share moves to components/ or lib/.'),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: [`./${webFeatures}`, './apps/web/src/app'],
    message: 'components/ and lib/ are below the features: they import no feature and not the app.',
  },
  { target: `./${webFeatures}`, from: './apps/web/src/app', message: 'Features are below the app: the app registers what they need.' },
  ...foldersIn(webFeatures).map((from) => ({
    target: './apps/web/src/app',
    from: `./${from}`,
    except: ['./index.ts'],
    message: 'The app uses a feature only through its index.ts.',
  })),
  {
    target: `./${webFeatures}/auth`,
    from: `./${webFeatures}`,
    except: ['./auth'],
    message: 'auth is the base feature: what it must do for others is registered from the app (lib/session-hooks.ts).',
  },
  ...onlyThroughIndex(serverModules, 'A module uses another only through its index.ts; what two modules share moves to lib/.'),
  {
    target: ['lib', 'storage', 'db', 'http', 'job-sources', 'research-sources', 'documents', 'pages', 'rendering', 'workers'].map(
      (dir) => `./apps/server/src/${dir}`,
    ),
    from: `./${serverModules}`,
    message:
      'The folders beside modules/ (lib, storage, db, http, job-sources, research-sources, documents, pages, rendering, workers) are below the modules: they import none.',
  },
  ...foldersIn(serverModules).map((from) => ({
    target: ['./apps/server/src/background-jobs', './apps/server/src/scheduling.ts'],
    from: `./${from}`,
    except: ['./index.ts'],
    message: 'Background jobs and the scheduling wiring use a module only through its index.ts.',
  })),
  { target: './packages', from: './apps', message: 'The packages are below the apps.' },
  { target: './packages/contract', from: './packages/agents', message: 'The contract is below the agents.' },
];
