import { describe, expect, it } from 'vitest';
import { fieldIdOf } from '../components/check/field-ids';
import { fieldName } from '../components/check/field-names';
import { emptyRole, fromDraft, lineOfEntry, moveBullet, toDraft } from '../components/check/structure-draft';

const read = {
  resume: { basics: { name: 'Ana' }, work: [], education: [], skills: [], certificates: [], languages: [] },
  read: { basics: { uncertain: [] }, work: [], education: [], problems: [] },
};

describe('the check step draft', () => {
  it('marks the name, email and phone Seeker is unsure of (all three, when OCR read them)', () => {
    const ocr = { ...read, read: { ...read.read, basics: { uncertain: ['name', 'email', 'phone'] as ('name' | 'email' | 'phone')[] } } };
    expect(toDraft(ocr)).toMatchObject({ nameUnsure: true, emailUnsure: true, phoneUnsure: true });
    expect(toDraft(read)).toMatchObject({ nameUnsure: false, emailUnsure: false, phoneUnsure: false });
  });

  it('stores languages typed on one line as one entry each, with their levels (review 48)', () => {
    const draft = { ...toDraft(read), languages: 'English (native), Spanish (fluent)\nGerman' };
    expect(fromDraft(draft, read.resume).languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'Spanish', fluency: 'fluent' },
      { language: 'German' },
    ]);
  });

  it('moves a bullet only to a role that is still there: nothing is lost (review 48)', () => {
    const [from, to] = [emptyRole(), emptyRole()];
    from.bullets = [{ key: 'b1', text: 'Ran the register' }];
    expect(moveBullet([from, to], 'b1', to.key).map((role) => role.bullets.map(({ text }) => text))).toEqual([[], ['Ran the register']]);
    expect(moveBullet([from], 'b1', to.key)).toEqual([from]);
  });

  it('names a refused entry of a list by the line it is on, blank lines counted', () => {
    expect(lineOfEntry('Excel\n\nWord\nPowerPoint', 2)).toBe(4);
    expect(fieldName('skills.2.name', () => 4)).toBe('Skills, line 4');
    expect(fieldName('work.1.endDate')).toBe('Role 2, End');
    expect(fieldName('basics.profiles.0.url', () => 1)).toBe('Links, line 1');
  });

  it('finds the field an error is about, by the entry it is in now: a link from the error moves focus there', () => {
    const role = { ...emptyRole(), bullets: [{ key: 'b1', text: 'Ran the register' }] };
    const draft = { ...toDraft(read), roles: [emptyRole(), role] };
    expect(fieldIdOf('work.1.endDate', draft)).toBe(`check-role-${role.key}-endDate`);
    expect(fieldIdOf('work.1.highlights.0', draft)).toBe('check-bullet-b1');
    expect(fieldIdOf('basics.profiles.0.url', draft)).toBe('check-basics-profiles');
    expect(fieldIdOf('skills.3.name', draft)).toBe('check-skills');
    expect(fieldIdOf('work.7.name', draft)).toBe('check-top');
  });
});
