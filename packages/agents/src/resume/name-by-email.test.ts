import { describe, expect, it } from 'vitest';
import { emailNames, nameTheEmailConfirms } from './name-by-email';
import { parseResume } from './parse-resume';

describe('the name the email address confirms', () => {
  it('knows an address that speaks for a name, and one that does not', () => {
    expect(emailNames('kosilova04@icloud.com', 'Kosilova Olga')).toBe(true);
    expect(emailNames('shaneber@msu.edu', 'Hannah Shaneberger')).toBe(true);
    expect(emailNames('hello@allisonbeer.com', 'allison beer')).toBe(true);
    expect(emailNames('cezkardas@gmail.com', 'CEZARY KARDAŚ')).toBe(true);
    expect(emailNames('savassule009@gmail.com', 'Web Gelistirme Uzmani')).toBe(false);
    expect(emailNames('jane@example.com', 'Al Li')).toBe(false);
  });

  it("takes another line's name near the top where the address speaks for it and not for the one read", () => {
    const lines = ['Web Gelistirme Uzmani', 'OZET', 'Yapmak istedigim meslek', 'Şule Savaş', 'savassule009@gmail.com'];
    expect(nameTheEmailConfirms('Web Gelistirme Uzmani', 'savassule009@gmail.com', lines)).toBe('Şule Savaş');
    // The name read stays where the address speaks for it, or for no line; nothing is made from the address.
    expect(nameTheEmailConfirms('Şule Savaş', 'savassule009@gmail.com', ['Savas Kaya', ...lines])).toBe('Şule Savaş');
    expect(nameTheEmailConfirms('Ana Lima', 'contact@example.com', lines)).toBe('Ana Lima');
    expect(nameTheEmailConfirms('', 'jdoe@example.com', ['Experience'])).toBe('');
  });

  it('reads the name a page sets under a larger headline', () => {
    const text = ['Informationi Personali', 'Lorenzo Giuliani', 'lorenzo.giuliani@example.com', 'ESPERIENZA', 'Sviluppatore · Acme · 2019 – 2021'];
    expect(parseResume(text.join('\n')).contact.name).toBe('Lorenzo Giuliani');
  });
});
