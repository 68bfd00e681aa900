import { fastCheckCases, jsonBodyCases, rawBodyCases } from './body-cases';
import { formCases } from './form-cases';
import type { FuzzCase } from './fuzz-case';
import type { Operation } from './operations';
import { pathParamCases, queryParamCases } from './param-cases';

/** Every malformed request the fuzzer sends to one route, in a fixed order. */
export function fuzzCases(operation: Operation): FuzzCase[] {
  return [
    ...rawBodyCases(operation),
    ...jsonBodyCases(operation),
    ...formCases(operation),
    ...pathParamCases(operation),
    ...queryParamCases(operation),
    ...fastCheckCases(operation),
  ];
}
