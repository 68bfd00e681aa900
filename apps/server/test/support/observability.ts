import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { parseMetrics } from './parse-metrics';

export const scrape = async (app: App, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return parseMetrics(response.body);
};

/** A pino logger whose JSON lines land in `lines`. */
export function capturedLogger(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
