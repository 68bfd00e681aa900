import { describe, expect, it } from 'vitest';
import { decodeFileName } from './read-upload-parts';

describe('decodeFileName', () => {
  it.each([
    ['My%20CV.pdf', 'My CV.pdf'],
    ['Zo%C3%AB%27s%20CV.pdf', "Zoë's CV.pdf"],
    // Once: a name that was encoded twice still holds one layer.
    ['My%2520CV.pdf', 'My%20CV.pdf'],
    // No escapes: as typed.
    ['My CV.pdf', 'My CV.pdf'],
    ['100% sure.pdf', '100% sure.pdf'],
    ['50%off.pdf', '50%off.pdf'],
    // Escapes that are no UTF-8 character are kept as typed; the valid ones beside them are decoded.
    ['Zo%E9%20CV.pdf', 'Zo%E9 CV.pdf'],
    ['%C3%A9 and %E0%A4%A.pdf', 'é and %E0%A4%A.pdf'],
    ['%C3%28%C3%A9.pdf', '%C3(é.pdf'],
    // An encoded surrogate half or an overlong form is no character either.
    ['%ED%A0%80.pdf', '%ED%A0%80.pdf'],
    ['%C0%AF.pdf', '%C0%AF.pdf'],
    ['%F0%9F%93%84 CV.pdf', '📄 CV.pdf'],
  ])('reads %s as %s', (name, expected) => {
    expect(decodeFileName(name)).toBe(expected);
  });
});
