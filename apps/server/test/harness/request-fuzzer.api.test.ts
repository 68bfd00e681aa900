import { afterAll, expect, it } from 'vitest';
import { describeWithApp, oneDatabaseTarget } from '../support/test-app';
import { harnessSources } from './harness-sources';
import { authEndpoints } from './auth-endpoints';
import { conventionProblems, inventoryProblems } from './conventions';
import { fuzzCases } from './fuzz-cases';
import { fuzzRoute } from './fuzz-route';
import { fetchDocument, loadDocument } from './load-document';
import { readOperations } from './operations';
import { seeders } from './seeders';

// Read at collection time so each route (including ones added later) is its own test case.
const document = await loadDocument();
const operations = readOperations(document);
const targets = [...operations, ...authEndpoints];

type Row = { route: string; cases: number; '2xx/3xx': number; '4xx': number; '5xx': number; hung: number; failed: number; ms: number };

describeWithApp(
  'request fuzzer',
  (ctx) => {
    const rows: Row[] = [];
    afterAll(() => {
      if (rows.length === 0) return;
      const total = rows.reduce((sum, row) => sum + row.cases, 0);
      console.log(`request fuzzer [${ctx.target}]: ${total} requests to ${rows.length} routes`);
      console.table(rows);
    });

    it('reads every route from the document this engine serves', async () => {
      expect(await fetchDocument(ctx.app)).toEqual(document);
      expect(inventoryProblems(document, operations)).toEqual([]);
      // Every documented path must turn into operations, or a change in the document's shape would empty the fuzzer.
      expect(new Set(operations.map((operation) => operation.path))).toEqual(new Set(Object.keys(document.paths)));
    });

    for (const operation of targets) {
      it(operation.key, { timeout: 120_000 }, async () => {
        const problems = operation.ours ? conventionProblems(operation) : [];
        // Without a seeder there is no valid URL to bend; say what to add instead of fuzzing nothing.
        if (operation.pathParams.some((param) => !seeders[param.name])) expect(problems).toEqual([]);
        const cases = fuzzCases(operation);
        const outcome = await fuzzRoute(ctx, operation, cases);
        rows.push({
          route: operation.key,
          cases: outcome.sent,
          '2xx/3xx': outcome.accepted,
          '4xx': outcome.refused,
          '5xx': outcome.crashed,
          hung: outcome.hung,
          failed: outcome.failures.length,
          ms: outcome.ms,
        });
        expect.soft(problems, `${operation.key} does not follow the route conventions`).toEqual([]);
        expect(outcome.failures, `${operation.key}: ${outcome.failures.length} failures in ${outcome.sent} requests`).toEqual([]);
      });
    }
  },
  {},
  // Bent requests meet the same validation on either engine: once, on PostgreSQL when CI has it.
  oneDatabaseTarget(),
  harnessSources,
);
