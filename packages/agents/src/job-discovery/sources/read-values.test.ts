import { describe, expect, it } from 'vitest';
import { isSourceError } from '../source-error';
import {
  decodeEntities,
  joinLocation,
  readDate,
  readHtml,
  readId,
  readNumber,
  readPlainText,
  readRecord,
  readSalaryPeriod,
  readSalaryRange,
  readStringList,
  readText,
  readUrl,
} from './read-values';
import { boardHost, boardSlugSegment } from './board-names';

const iso = (value: unknown) => readDate(value)?.toISOString();

describe('readDate', () => {
  it('reads ISO 8601 with an offset, Z or none (UTC)', () => {
    expect(iso('2024-01-15T10:00:00-05:00')).toBe('2024-01-15T15:00:00.000Z');
    expect(iso('2024-01-15T10:00:00+0530')).toBe('2024-01-15T04:30:00.000Z');
    expect(iso('2024-01-15T10:00:00.250Z')).toBe('2024-01-15T10:00:00.250Z');
    expect(iso('2024-01-15T10:00:00')).toBe('2024-01-15T10:00:00.000Z');
  });

  it("reads 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS' as UTC", () => {
    expect(iso('2024-01-15')).toBe('2024-01-15T00:00:00.000Z');
    expect(iso(' 2024-01-15 08:30:05 ')).toBe('2024-01-15T08:30:05.000Z');
    // Recruitee names the zone in words.
    expect(iso('2026-09-25 15:46:07 UTC')).toBe('2026-09-25T15:46:07.000Z');
  });

  it('reads RFC 2822 dates from feeds', () => {
    expect(iso('Mon, 15 Jan 2024 10:00:00 +0000')).toBe('2024-01-15T10:00:00.000Z');
    expect(iso('15 Jan 2024 10:00:00 GMT')).toBe('2024-01-15T10:00:00.000Z');
  });

  it('reads epoch seconds and milliseconds, as numbers or numeric strings', () => {
    expect(iso(1705312800)).toBe('2024-01-15T10:00:00.000Z');
    expect(iso(1705312800000)).toBe('2024-01-15T10:00:00.000Z');
    expect(iso('1705312800')).toBe('2024-01-15T10:00:00.000Z');
    expect(iso('1705312800000')).toBe('2024-01-15T10:00:00.000Z');
  });

  it('gives undefined for anything else', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'yesterday',
      'March 7',
      '2024-02-30',
      '2024-13-01',
      '2024-01-15T25:00:00',
      0,
      -5,
      NaN,
      Infinity,
      1e20,
      {},
      [],
      true,
    ]) {
      expect(readDate(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('readText', () => {
  it('trims and collapses whitespace', () => {
    expect(readText('  Senior\n\t Engineer  ')).toBe('Senior Engineer');
  });

  it('gives undefined for blanks and non-strings', () => {
    for (const bad of ['', '   \n', null, undefined, 42, {}, ['a']]) expect(readText(bad)).toBeUndefined();
  });

  it('cuts long text to max without splitting an emoji', () => {
    expect(readText('a'.repeat(600))).toHaveLength(500);
    expect(readText('abcdef', 3)).toBe('abc');
    expect(readText('ab😀cd', 3)).toBe('ab');
  });
});

describe('readId', () => {
  it('reads numbers and strings as text', () => {
    expect(readId(4012345)).toBe('4012345');
    expect(readId(' abc-1 ')).toBe('abc-1');
    expect(readId(1.5)).toBeUndefined();
    expect(readId(null)).toBeUndefined();
  });
});

describe('joinLocation', () => {
  it('joins non-empty parts, dropping repeats', () => {
    expect(joinLocation('Berlin', null, '', 'Berlin', 'Germany')).toBe('Berlin, Germany');
    expect(joinLocation(' New York ', 'NY', 'United States')).toBe('New York, NY, United States');
    expect(joinLocation(null, undefined, 3)).toBeUndefined();
  });
});

describe('readNumber', () => {
  it('reads finite numbers and numeric strings', () => {
    expect(readNumber(120000)).toBe(120000);
    expect(readNumber(' 45.5 ')).toBe(45.5);
    expect(readNumber('-3')).toBe(-3);
  });

  it('gives undefined for the rest', () => {
    for (const bad of [NaN, Infinity, '12k', '1,000', '', null, {}, '0x10']) expect(readNumber(bad)).toBeUndefined();
  });
});

describe('readStringList', () => {
  it('keeps the readable strings of an array', () => {
    expect(readStringList([' react ', 3, null, '', 'node'])).toEqual(['react', 'node']);
    expect(readStringList('react')).toEqual([]);
    expect(readStringList(Array.from({ length: 500 }, (_, i) => `t${i}`))).toHaveLength(100);
  });
});

describe('decodeEntities', () => {
  it('decodes once, so escaped HTML becomes HTML and double escapes stay escaped', () => {
    expect(decodeEntities('&lt;p&gt;We build &amp;amp; ship&lt;/p&gt;')).toBe('<p>We build &amp; ship</p>');
  });

  it('never reads a name off the object prototype', () => {
    expect(decodeEntities('&constructor; &toString; &__proto__;')).toBe('&constructor; &toString; &__proto__;');
  });

  it('decodes every name HTML knows, not only common ones', () => {
    expect(decodeEntities('&rarr; &hearts; &Aring;ngstr&ouml;m &frac12; &ccaron;')).toBe('→ ♥ Ångström ½ č');
  });

  it('decodes numeric and common named entities, leaving unknown ones', () => {
    expect(decodeEntities('&#39;a&#x27; &quot;b&quot; caf&eacute; &nbsp;&mdash; &bogus; &#0; &#xD800;')).toBe(
      '\'a\' "b" café \u00a0— &bogus; &#0; &#xD800;',
    );
  });
});

describe('readHtml', () => {
  it('keeps HTML as written, trimmed and capped', () => {
    expect(readHtml('  <p>a\n  b</p> ')).toBe('<p>a\n  b</p>');
    expect(readHtml('x'.repeat(300_000))).toHaveLength(200_000);
    expect(readHtml('  ')).toBeUndefined();
    expect(readHtml(7)).toBeUndefined();
  });
});

describe('readUrl', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(readUrl(' https://jobs.lever.co/acme/1 ')).toBe('https://jobs.lever.co/acme/1');
    expect(readUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of ['javascript:alert(1)', '/jobs/1', 'data:text/html,x', 'not a url', null, 3]) {
      expect(readUrl(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('readSalaryPeriod', () => {
  it('reads the periods sources write', () => {
    expect(readSalaryPeriod('per-year-salary')).toBe('year');
    expect(readSalaryPeriod('1 YEAR')).toBe('year');
    expect(readSalaryPeriod('Annual')).toBe('year');
    expect(readSalaryPeriod('per-month-salary')).toBe('month');
    expect(readSalaryPeriod('per-week-salary')).toBe('week');
    expect(readSalaryPeriod('per-day-wage')).toBe('day');
    expect(readSalaryPeriod('per-hour-wage')).toBe('hour');
    expect(readSalaryPeriod('one-time')).toBeUndefined();
    expect(readSalaryPeriod('NONE')).toBeUndefined();
    expect(readSalaryPeriod('semi-month-salary')).toBeUndefined();
    expect(readSalaryPeriod('bi-week-salary')).toBeUndefined();
    expect(readSalaryPeriod(null)).toBeUndefined();
  });
});

describe('readSalaryRange', () => {
  it('reads the bounds and currency a source gives, in the period the adapter knows', () => {
    expect(readSalaryRange(90_000, '120000', ' USD ', 'year')).toEqual({ min: 90_000, max: 120_000, currency: 'USD', period: 'year' });
    expect(readSalaryRange(null, 50, undefined, 'hour')).toEqual({ min: null, max: 50, currency: null, period: 'hour' });
    expect(readSalaryRange(70_000, undefined, 'a currency name far too long', 'year')).toEqual({
      min: 70_000,
      max: null,
      currency: 'a currency',
      period: 'year',
    });
  });

  it('is undefined when neither bound is a number', () => {
    expect(readSalaryRange(null, 'n/a', 'USD', 'year')).toBeUndefined();
    expect(readSalaryRange(undefined, {}, 'EUR', 'month')).toBeUndefined();
  });
});

describe('readPlainText', () => {
  it('drops tags, then decodes entities once, then reads the text', () => {
    expect(readPlainText('  <b>Senior</b> Engineer &amp; Designer ')).toBe('Senior Engineer & Designer');
    expect(readPlainText('Sales &amp;amp; Marketing')).toBe('Sales &amp; Marketing');
    // Escaped brackets are text the source meant, not a tag.
    expect(readPlainText('QA &lt;Remote&gt;')).toBe('QA <Remote>');
    expect(readPlainText('<strong>Platform</strong> Engineer', 8)).toBe('Platform');
  });

  it('drops a script or style with its content, and keeps words apart where a block tag stood', () => {
    expect(readPlainText('Acme<script>alert(2)</script>')).toBe('Acme');
    expect(readPlainText('Engineer <SCRIPT type="x">alert(1)</Script > <style>p{}</style>II')).toBe('Engineer II');
    expect(readPlainText('Acme<script>never closed')).toBe('Acme');
    expect(readPlainText('Data<br>Analyst')).toBe('Data Analyst');
    expect(readPlainText('Java<b>Script</b> Developer')).toBe('JavaScript Developer');
  });

  it('is undefined for non-strings and for text that is only tags', () => {
    for (const bad of [null, 42, ['x'], '<b></b>', '   ']) expect(readPlainText(bad), String(bad)).toBeUndefined();
  });

  it('stays fast on a hostile run of unclosed tags', () => {
    const started = performance.now();
    expect(readPlainText(`${'<'.repeat(200_000)}x`, 10)).toBe('<<<<<<<<<<');
    expect(readPlainText(`${'<script>'.repeat(50_000)}x`, 10)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('boardSlugSegment', () => {
  it('passes board slugs through', () => {
    expect(boardSlugSegment('acme')).toBe('acme');
    expect(boardSlugSegment('Acme.Co_2-x')).toBe('Acme.Co_2-x');
  });

  it('refuses slugs that could leave their path segment, without a request', () => {
    for (const bad of ['', '..', '.hidden', 'a/b', '../admin', 'a?x=1', 'a#b', 'a b', 'a%2Fb', 'é', 'a'.repeat(101)]) {
      let thrown: unknown;
      try {
        boardSlugSegment(bad);
      } catch (error) {
        thrown = error;
      }
      expect(isSourceError(thrown, 'not-found'), bad).toBe(true);
    }
  });
});

describe('boardHost', () => {
  it("puts a board's name where the provider's host (or a test server's path) has {board}", () => {
    expect(boardHost('https://{board}.recruitee.com', 'Bunq')).toBe('https://bunq.recruitee.com');
    expect(boardHost('http://127.0.0.1:9/recruitee/{board}', 'acme-2')).toBe('http://127.0.0.1:9/recruitee/acme-2');
  });

  it('refuses a name that is not one DNS label, so no other host can be named, without a request', () => {
    for (const bad of ['', 'a.evil.com', 'a/b', 'a:8080', '-a', 'a-', 'a_b', 'a b', 'é', 'a'.repeat(64)]) {
      let thrown: unknown;
      try {
        boardHost('https://{board}.recruitee.com', bad);
      } catch (error) {
        thrown = error;
      }
      expect(isSourceError(thrown, 'not-found'), bad).toBe(true);
    }
  });
});

describe('readRecord', () => {
  it('accepts plain objects only', () => {
    expect(readRecord({ a: 1 })).toEqual({ a: 1 });
    for (const bad of [null, undefined, [], 'x', 3]) expect(readRecord(bad)).toBeUndefined();
  });
});
