import { afterAll, expect, it } from 'vitest';
import { describeWithApp, oneDatabaseTarget } from '../support/test-app';
import { capabilityRoutes } from './capability-routes';
import { harnessSources } from './harness-sources';
import { conventionProblems, inventoryProblems } from './conventions';
import { checkPublicRoute, checkSessionRoute } from './cross-user-route';
import { fetchDocument, loadDocument } from './load-document';
import { readOperations } from './operations';
import { sharedTwoUsers } from './two-users';

// Read at collection time so each route (including ones added later) is its own test case.
const document = await loadDocument();
const operations = readOperations(document);

// Who may reach what does not depend on the engine: one run (PostgreSQL in CI), where the fuzzer runs on both.
describeWithApp(
  'cross-user matrix',
  (ctx) => {
    const users = sharedTwoUsers(ctx, operations);
    afterAll(() => users.discard());
    let notesShown = false;

    it('reads every route from the document this engine serves', async () => {
      expect(await fetchDocument(ctx.app)).toEqual(document);
      expect(inventoryProblems(document, operations)).toEqual([]);
      expect(new Set(operations.map((operation) => operation.path))).toEqual(new Set(Object.keys(document.paths)));
      // Without session routes the matrix would prove nothing; the inventory reader must see them.
      expect(operations.filter((operation) => operation.needsSession).length).toBeGreaterThan(0);
    });

    for (const operation of operations) {
      it(operation.key, { timeout: 60_000 }, async () => {
        const problems = conventionProblems(operation);
        expect(problems, `${operation.key} does not follow the route conventions`).toEqual([]);
        const capability = capabilityRoutes[operation.key];
        if (capability) {
          console.log(`[${ctx.target}] ${operation.key}: capability route (${capability}), excluded from cross-user checks`);
          return;
        }
        const outcome = operation.needsSession ? await checkSessionRoute(ctx, operation, users) : await checkPublicRoute(ctx, operation, users);
        const kind = operation.needsSession ? 'session' : 'public';
        console.log(
          `[${ctx.target}] ${operation.key}: ${kind}, ${outcome.attempts} attempts, own ids ${outcome.own}, ${outcome.failures.length} failures`,
        );
        if (outcome.notes.length > 0 && !notesShown) console.log(`  canaries not planted everywhere: ${outcome.notes.join('; ')}`);
        notesShown = true;
        expect(outcome.failures, `${operation.key}: ${outcome.failures.length} failures in ${outcome.attempts} attempts`).toEqual([]);
      });
    }
  },
  {},
  oneDatabaseTarget(),
  harnessSources,
);
