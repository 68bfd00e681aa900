import { expect, it } from 'vitest';
import { readPageTitle } from './read-page-title';

it('reads the title as plain text, entities decoded', () => {
  expect(readPageTitle('<html><head><title>\n  Frontend Engineer &amp; Designer | Acme Careers </title></head>')).toBe(
    'Frontend Engineer & Designer | Acme Careers',
  );
});

it('answers empty when there is no title', () => {
  expect(readPageTitle('<html><head></head><body><h1>Jobs</h1></body></html>')).toBe('');
  expect(readPageTitle('<title></title>')).toBe('');
});
