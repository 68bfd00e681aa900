import { describe, expect, it } from 'vitest';
import { titleVariants } from './title-variants';

describe('the titles one source label gives', () => {
  it('reads ESCO’s masculine and feminine forms as two titles besides the label', () => {
    expect(titleVariants('Lagerist/Lageristin')).toEqual(['Lagerist/Lageristin', 'Lagerist', 'Lageristin']);
    expect(titleVariants('Technischer Leiter für Bühne/Technische Leiterin für Bühne')).toContain('Technische Leiterin für Bühne');
  });

  it('keeps a slash that joins words', () => {
    expect(titleVariants('24/7 support agent')).toEqual(['24/7 support agent']);
    expect(titleVariants('PR/marketing assistant')).toEqual(['PR/marketing assistant']);
  });

  it('reads an abbreviation or its expansion in brackets as a title of its own', () => {
    expect(titleVariants('Registered Nurse (RN)')).toEqual(['Registered Nurse (RN)', 'Registered Nurse', 'RN']);
    expect(titleVariants("CDL Driver (Commercial Driver's License Driver)")).toContain("Commercial Driver's License Driver");
  });
});
