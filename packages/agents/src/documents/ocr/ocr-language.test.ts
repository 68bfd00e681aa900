import { describe, expect, it } from 'vitest';
import { detectOcrLanguage } from './ocr-language';

describe('detectOcrLanguage', () => {
  it('tells the language by the words the English model reads, accents dropped', () => {
    expect(detectOcrLanguage('wrzesien 2015 - pazdziernik 2015 praca w biurze i dziale')).toBe('pol');
    expect(detectOcrLanguage('Berufserfahrung: Entwickler bei Siemens und fur die Planung der Anlagen')).toBe('deu');
    expect(detectOcrLanguage('Experiencia en ventas y atencion al cliente desde enero de 2019 con los equipos')).toBe('spa');
    expect(detectOcrLanguage('Ingegnere con esperienza nella gestione di progetti per il settore')).toBe('ita');
    expect(detectOcrLanguage('Responsable des ventes chez Renault et formation aux outils pour les equipes')).toBe('fra');
    expect(detectOcrLanguage('Software engineer with five years of experience in the design of systems')).toBe('eng');
  });

  it('says English when too few words tell, or the language has no model (Turkish)', () => {
    expect(detectOcrLanguage('Ada Lovelace 2019')).toBe('eng');
    expect(detectOcrLanguage('Web Gelistirme Uzmani Yapmak istedigim meslek konusunda kendimi hep arayis icerinde')).toBe('eng');
    // Addresses are not words: three "com"s are no Portuguese.
    expect(detectOcrLanguage('linkedin.com/in/sule savassule00S@gmail.com http://www.github.com/sulesavas Web Tasarim')).toBe('eng');
  });
});
