import fc from 'fast-check';
import { request, seedOf, type FuzzCase } from './fuzz-case';
import { deepJson, jsonMutations } from './json-mutations';
import type { Operation } from './operations';
import { validJson } from './valid-request';

const json = (text: string) => ({ payload: text, contentType: 'application/json' });
const fastCheckRuns = 5;

/** Bodies every route must survive, whatever it takes: broken JSON, wrong types of content, too big, too deep. */
export function rawBodyCases(operation: Operation): FuzzCase[] {
  const raw: [string, { payload: string; contentType: string } | { payload: string }][] = [
    ['malformed JSON', json('{"a":')],
    ['empty JSON body', json('')],
    ['JSON text as text/plain', { payload: '{"a":1}', contentType: 'text/plain' }],
    ['form-urlencoded', { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }],
    ['XML', { payload: '<a>1</a>', contentType: 'application/xml' }],
    ['JSON text as multipart', { payload: '{"a":1}', contentType: 'multipart/form-data; boundary=harness' }],
    ['a body without a content type', { payload: '{"a":1}' }],
    ['JSON over the 1 MiB limit', json(JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 1024) }))],
    ['JSON arrays 5,000 deep', json(deepJson(5000, 'arrays'))],
    ['JSON objects 5,000 deep', json(deepJson(5000, 'objects'))],
  ];
  const noBody: FuzzCase = { group: 'raw body', name: 'no body at all', build: (target) => request(operation, target, { body: null }) };
  return [
    noBody,
    ...raw.map(([name, body]): FuzzCase => ({
      group: 'raw body',
      name,
      build: (target) => {
        const built = request(operation, target, { body: null });
        const headers = 'contentType' in body ? { ...built.headers, 'content-type': body.contentType } : built.headers;
        return { ...built, headers, payload: body.payload };
      },
    })),
  ];
}

/** The route's example bent at every node (see json-mutations.ts); none when it has no JSON example. */
export function jsonBodyCases(operation: Operation): FuzzCase[] {
  if (operation.body.kind !== 'json' || !operation.body.example.found) return [];
  // Mutate the example with placeholder ids; the owner's id goes in when the case is built.
  const placeholder = 'HARNESS_OWNER_ID';
  const mutations = jsonMutations(validJson(operation, () => placeholder));
  return mutations.map((mutation) => ({
    group: 'json body',
    name: mutation.name,
    build: (target) => request(operation, target, { body: json(JSON.stringify(mutation.value).replaceAll(placeholder, target.userId)) }),
  }));
}

/** A few arbitrary JSON values per route, from a seed fixed per route so every run sends the same ones. */
export function fastCheckCases(operation: Operation): FuzzCase[] {
  const values = fc.sample(fc.jsonValue(), { seed: seedOf(operation.key), numRuns: fastCheckRuns });
  return values.map((value, index) => ({
    group: 'fast-check',
    name: `fc.jsonValue() #${index + 1}: ${JSON.stringify(value).slice(0, 60)}`,
    build: (target) => request(operation, target, { body: json(JSON.stringify(value)) }),
  }));
}
