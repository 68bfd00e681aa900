import { request, type FuzzCase } from './fuzz-case';
import type { Operation } from './operations';
import { validQuery } from './valid-request';

/** Already-encoded parameter text: NUL, an encoded lone surrogate (invalid UTF-8), traversal, length, non-ASCII, nothing. */
export const hostileParams: Record<string, string> = {
  '%00': '%00',
  '%ED%A0%80 (lone surrogate)': '%ED%A0%80',
  '..%2F..': '..%2F..',
  '1 KB long': 'a'.repeat(1024),
  unicode: encodeURIComponent('Zoë 履歴書 😀'),
  empty: '',
};

export function pathParamCases(operation: Operation): FuzzCase[] {
  return operation.pathParams.flatMap((param) =>
    Object.entries(hostileParams).map(([name, value]): FuzzCase => ({
      group: 'path',
      name: `{${param.name}} = ${name}`,
      build: (target) => request(operation, target, { params: { [param.name]: value } }),
    })),
  );
}

export function queryParamCases(operation: Operation): FuzzCase[] {
  return operation.queryParams.flatMap((param) => {
    const others = validQuery({ ...operation, queryParams: operation.queryParams.filter((other) => other !== param) });
    const withValue = (query: string) => [others, query].filter(Boolean).join('&');
    const key = encodeURIComponent(param.name);
    const values = Object.entries(hostileParams).map(([name, value]): FuzzCase => ({
      group: 'query',
      name: `?${param.name}=${name}`,
      build: (target) => request(operation, target, { query: withValue(`${key}=${value}`) }),
    }));
    const repeated: FuzzCase = {
      group: 'query',
      name: `?${param.name} given twice`,
      build: (target) => request(operation, target, { query: withValue(`${key}=a&${key}=b`) }),
    };
    return [...values, repeated];
  });
}
