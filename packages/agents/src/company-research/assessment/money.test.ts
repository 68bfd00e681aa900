import { describe, expect, it } from 'vitest';
import { money } from './assess-by-rules';

describe('money', () => {
  it('writes an amount in its currency, whole, the same on every call', () => {
    for (let call = 0; call < 3; call++) {
      expect(money(129425.5, 'USD')).toBe('$129,426');
      expect(money(58850, 'EUR')).toBe('€58,850');
      expect(money(32000, 'GBP')).toBe('£32,000');
    }
  });

  it('writes an amount with a code Intl does not know as the number and the code, however many such codes come', () => {
    expect(money(1000, 'not a code')).toBe('1,000 not a code');
    for (let code = 0; code < 600; code++) expect(money(5, `X${code}`)).toBe(`5 X${code}`);
    expect(money(1000, 'USD')).toBe('$1,000');
    expect(money(1000, 'not a code')).toBe('1,000 not a code');
  });
});
