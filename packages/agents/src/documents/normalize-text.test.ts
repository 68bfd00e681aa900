import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('reads the ligatures as their letters and keeps a glyph mapped to NUL as a visible gap, never NUL', () => {
    expect(normalizeText('Tra\ufb03c \ufb01rst \ufb02ow o\ufb00er', 100)).toBe('Traffic first flow offer');
    expect(normalizeText('tra\u0000c', 100)).toBe('tra\ufffdc');
  });

  it('repairs UTF-8 that was read as Windows-1252 once ("â€¢" for "•"), and leaves real text alone', () => {
    expect(normalizeText('â€¢Negotiation, CafÃ© management, timeÂ\u00a0management.Â', 100)).toBe('•Negotiation, Café management, time management.');
    expect(normalizeText('Âmbito, Â, façade, Ãngel', 100)).toBe('Âmbito, Â, façade, Ãngel');
  });

  it('makes control characters and icon-font glyphs spaces, and drops unpaired surrogates', () => {
    expect(normalizeText('\u0011 2018-Present\n\uf0e0 jane@example.com\n\u0007Phone', 100)).toBe('2018-Present\njane@example.com\nPhone');
    expect(normalizeText('Ana\ud800 Silva \ud83d\ude00', 100)).toBe('Ana Silva \ud83d\ude00');
  });

  it('reads the hyphens, dashes and spaces Unicode has apart as the ones they look like, and drops invisible ones', () => {
    expect(normalizeText('Dic 2024 \u2011 Giu 2026\n2019 \u2012 2021 \u2212 x', 100)).toBe('Dic 2024 - Giu 2026\n2019 – 2021 - x');
    expect(normalizeText('Infor\u00admation\u00a0Sys\u200btems\u202fLtd', 100)).toBe('Information Systems Ltd');
  });

  it('reads an accent TeX set as a glyph of its own with its letter, and leaves apostrophes typed as accents alone', () => {
    expect(normalizeText('Industri\u00a8ele Wetenschappen, Fran\u00b8cais, Gar\u00b8con, \u02c6etre', 100)).toBe(
      'Industriële Wetenschappen, Français, Garçon, être',
    );
    expect(normalizeText('McDonald\u00b4s, l\u00b4\u00e9cole, Mot\u00a8 3', 100)).toBe('McDonald\u00b4s, l\u00b4\u00e9cole, Mot\u00a8 3');
    // A tilde joins a letter after a letter only: a web address's "/˜amy" is TeX's tilde.
    expect(normalizeText('Espa\u02dcna, https://example.edu/\u02dcamy', 100)).toBe('España, https://example.edu/\u02dcamy');
  });
});
