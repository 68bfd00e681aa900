import { describe, expect, it } from 'vitest';
import { cutAtNesting, maxNesting, parseBoundedDocument } from './parse-bounded-document';

describe('parseBoundedDocument', () => {
  it('builds the whole document when it nests no deeper than the bound, and says so', () => {
    const { document, cut } = parseBoundedDocument('<ul><li>One</li><li>Two</li></ul>');
    expect(cut).toBe(false);
    expect(document.children).toHaveLength(1);
  });

  it('stops where elements nest deeper than the bound, as the parser nests them, in bounded time', () => {
    // <div/> stays open in HTML and a closing tag that matches nothing closes nothing: both nest as the parser sees it.
    for (const nesting of ['<div>'.repeat(200_000), '<div/>'.repeat(200_000), '<div></b>'.repeat(200_000)]) {
      const started = performance.now();
      expect(parseBoundedDocument(`<p>Before</p>${nesting}`).cut).toBe(true);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect(parseBoundedDocument('<a>'.repeat(maxNesting), { xmlMode: true }).cut).toBe(false);
    expect(parseBoundedDocument('<a>'.repeat(maxNesting + 1), { xmlMode: true }).cut).toBe(true);
  });
});

describe('cutAtNesting', () => {
  it('keeps text that nests no deeper than the bound, and cuts at the first element past it', () => {
    const flat = '<p>x</p>'.repeat(10_000);
    expect(cutAtNesting(flat)).toBe(flat);
    expect(cutAtNesting(`<p>Intro</p>${'<div>'.repeat(5)}`, 3)).toBe('<p>Intro</p><div><div><div>');
    const started = performance.now();
    expect(cutAtNesting('<div></b>'.repeat(200_000))).toHaveLength(maxNesting * '<div></b>'.length);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
