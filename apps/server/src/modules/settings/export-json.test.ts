import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { prettyJsonPieces, utf8Chunks } from './export-json';

const documents: [string, Record<string, unknown>][] = [
  ['nothing', {}],
  [
    'rows, empty lists, nulls, dates and nested objects',
    {
      exportedAt: '2026-05-01T10:00:00.000Z',
      account: { id: 'u1', signInMethods: ['credential'], createdAt: new Date('2026-01-02T03:04:05.678Z') },
      profile: null,
      jobListings: [
        { id: 'j1', description: 'line one\nline two "quoted" \u2028 tab\t', tags: [], meta: { nested: [1, { deep: true }] } },
        { id: 'j2', description: '', salary: null, at: new Date(0) },
      ],
      notifications: [],
      count: 3,
    },
  ],
  ['values JSON has no text for', { gone: undefined, fn: () => 1, kept: [undefined, () => 2, 'x'], last: 'end' }],
  ['emoji and other scripts', { text: ['😀'.repeat(5), 'Zürich – 東京'] }],
];

describe('prettyJsonPieces', () => {
  it.each(documents)('writes %s exactly as JSON.stringify(…, null, 2) does', (_name, document) => {
    expect([...prettyJsonPieces(document)].join('')).toBe(JSON.stringify(document, null, 2));
  });

  it('gives each row of a table its own piece', () => {
    const rows = Array.from({ length: 50 }, (_, index) => ({ id: index, text: 'x'.repeat(1000) }));
    expect([...prettyJsonPieces({ jobListings: rows })].length).toBeGreaterThanOrEqual(50);
  });
});

describe('utf8Chunks', () => {
  it('cuts long text into chunks of about the size asked, never inside a surrogate pair', () => {
    const text = `a${'😀'.repeat(40)}b${'é'.repeat(33)}`;
    for (const size of [2, 3, 7, 16]) {
      const chunks = [...utf8Chunks([text.slice(0, 10), text.slice(10)], size)];
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.map((chunk) => strFromU8(chunk)).join('')).toBe(text);
      for (const chunk of chunks) expect(strFromU8(chunk)).not.toMatch(/\uFFFD/);
    }
  });
});
