import { describe, expect, it } from 'vitest';
import { listOf, listWords } from './list-of';

describe('listOf (the platform list format)', () => {
  it('writes a list as each language does', () => {
    expect(listOf([], 'en')).toBe('');
    expect(listOf(['Go'], 'en')).toBe('Go');
    expect(listOf(['Go', 'Rust'], 'en')).toBe('Go and Rust');
    expect(listOf(['Go', 'Rust', 'SQL'], 'en-US')).toBe('Go, Rust, and SQL');
    expect(listOf(['Go', 'Rust', 'SQL'], 'de-DE')).toBe('Go, Rust und SQL');
    // Spanish says "e", not "y", before an i sound.
    expect(listOf(['francés', 'inglés'], 'es')).toBe('francés e inglés');
    expect(listOf(['Go', 'Rust'], 'es-ES')).toBe('Go y Rust');
  });

  it("names the words a language's lists are joined with, which the fact guard allows", () => {
    expect(listWords('en')).toBe('and');
    expect(listWords('es').split(' ').sort()).toEqual(['e', 'y']);
    expect(listWords('fr')).toBe('et');
  });
});
