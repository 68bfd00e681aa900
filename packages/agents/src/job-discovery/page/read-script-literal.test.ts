import { describe, expect, it } from 'vitest';
import { readDayWithMonthName } from './read-posting-date';
import { readScriptLiteral } from './read-script-literal';

const at = /data\s*=\s*/g;

describe('readScriptLiteral', () => {
  it("reads a script's literal: keys without quotes, single quotes, escapes, a comma after the last item", () => {
    const html = `<script>var data = [{ id: '1', 'title': 'McDonald\\u0027s \\u002D Kök', n: -2.5, ok: true, no: null, list: ['a', "b",], },];</script>`;
    expect(readScriptLiteral(html, at, 10_000)).toEqual([{ id: '1', title: "McDonald's - Kök", n: -2.5, ok: true, no: null, list: ['a', 'b'] }]);
    expect(readScriptLiteral(`data = 'line\\nbreak \\x41 \\u{1F600} it\\'s'`, at, 100)).toBe("line\nbreak A 😀 it's");
  });

  it('reads nothing that a program would have to run, nor a value cut short or nested without end', () => {
    for (const script of [
      'data = [f()]',
      'data = {a: b}',
      'data = [1 + 2]',
      "data = ['open",
      'data = [1, 2',
      `data = ${'['.repeat(40)}${']'.repeat(40)}`,
      "data = 'a\nb'",
    ])
      expect(readScriptLiteral(script, at, 10_000)).toBeUndefined();
    expect(readScriptLiteral('no assignment here', at, 100)).toBeUndefined();
    // Past the characters it may read, a value is not read.
    expect(readScriptLiteral(`data = ['${'x'.repeat(200)}']`, at, 100)).toBeUndefined();
  });

  it('gives keys no meaning beyond their own: __proto__ is a key like any other', () => {
    const read = readScriptLiteral("data = { __proto__: { polluted: 'yes' } }", at, 100) as Record<string, unknown>;
    expect(Object.getPrototypeOf(read)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readDayWithMonthName with a language', () => {
  it('reads a day whose month is named in that language, as the Unicode CLDR writes it', () => {
    expect(readDayWithMonthName('1 oktober 2025', 'sv')).toEqual(new Date('2025-10-01T00:00:00Z'));
    expect(readDayWithMonthName('24 maj 2022', 'sv')).toEqual(new Date('2022-05-24T00:00:00Z'));
    expect(readDayWithMonthName('3. März 2026', 'de')).toEqual(new Date('2026-03-03T00:00:00Z'));
    expect(readDayWithMonthName('15 października 2026', 'pl')).toEqual(new Date('2026-10-15T00:00:00Z'));
    expect(readDayWithMonthName('5 févr. 2026', 'fr')).toEqual(new Date('2026-02-05T00:00:00Z'));
  });

  it('reads nothing in the wrong language, a language that is none, or a day the month lacks', () => {
    expect(readDayWithMonthName('24 maj 2022', 'en')).toBeUndefined();
    expect(readDayWithMonthName('24 maj 2022')).toBeUndefined();
    expect(readDayWithMonthName('1 oktober 2025', 'xx-not-a-language')).toBeUndefined();
    expect(readDayWithMonthName('31 februari 2026', 'sv')).toBeUndefined();
    // English stays as it was, with or without the language said.
    expect(readDayWithMonthName('Jul. 27, 2026', 'en')).toEqual(new Date('2026-07-27T00:00:00Z'));
  });
});
