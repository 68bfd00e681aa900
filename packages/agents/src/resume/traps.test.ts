import { describe, expect, it } from 'vitest';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { parseResume } from './parse-resume';
import { tailorResume } from './tailor-resume';
import { confirmedAsRead } from '../testing/confirmed-as-read';

// Each trap a new user met on real resumes (issue 20), typed in as the resumes had it.
const now = new Date('2026-11-22T12:00:00Z');
const tailor = (resumeText: string, jobDescription: string, jobTitle = '', company = '') =>
  tailorResume({ resumeText, confirmed: confirmedAsRead(resumeText), jobDescription, jobTitle, company, now });

describe('the tailored resume states nothing its input does not', () => {
  it('gives a title only the years of roles with that title, and lists no degree or language as a skill (review 47)', async () => {
    const resume = [
      'Maria Gonzalez',
      'Charge Nurse',
      '',
      'EXPERIENCE',
      'Charge Nurse, Memorial Hospital — Mar 2020 – Oct 2026',
      '• Led triage for a 30-bed emergency department using Epic',
      'Staff Nurse, St. Luke’s — Jun 2016 – Feb 2020',
      '• Cared for emergency patients',
      'Certified Nursing Assistant, Sunrise Care — Jan 2013 – May 2016',
      '• Helped residents with daily care',
      '',
      'EDUCATION',
      'Bachelor of Science in Nursing, University of Houston, 2016',
      '',
      'LANGUAGES',
      'English, Spanish',
    ].join('\n');
    const result = await tailor(resume, 'Requirements\n- 5+ years of emergency nursing\n- Epic\n- Bachelor of Science in Nursing\n- Spanish');
    expect(result.resume.summary).toMatch(/^Charge Nurse with 6 years of experience/);
    // A nursing assistant is no nurse, whatever the title's words (review 48).
    const staff = await tailor(
      resume.replace('Charge Nurse\n\nEXPERIENCE', 'Staff Nurse\n\nEXPERIENCE').replace('Charge Nurse, Memorial', 'Staff Nurse, Memorial'),
      'Requirements\n- Epic',
    );
    expect(staff.resume.summary).toMatch(/^Staff Nurse with 10 years of experience/);
    expect(result.resume.skills.join(', ')).not.toMatch(/Bachelor|Spanish/);
  });

  it('puts years on a skill only when the roles that name the skill add up to them', async () => {
    const resume =
      'Sam Rivera\nSoftware Engineer\n\nEXPERIENCE\nSoftware Engineer, Brightline — Mar 2021 – Oct 2026\n• Built the booking app in React\n\nJava Developer, Initech — Jan 2012 – Feb 2021\n• Wrote Java services for billing\n\nSKILLS\nJava, React';
    const result = await tailor(resume, 'Requirements\n- React\n- Java');
    expect(result.resume.summary).not.toMatch(/years of experience in React/);
    // The title's years are the years in roles of that title (five as a software engineer, not fourteen).
    expect(result.resume.summary).toMatch(/^Software Engineer with 5 years of experience\. Experienced in React and Java\./);
    const react = await tailor(resume, 'Requirements\n- React');
    expect(react.resume.summary).toMatch(/^Software Engineer with 5 years of experience in React\./);
    const headline = await tailor(resume.replace('Sam Rivera\nSoftware Engineer', 'Sam Rivera\nReact Developer'), 'Requirements\n- React');
    expect(headline.resume.summary).toMatch(/^React Developer with 5 years of experience in React\./);
  });

  it('never takes a related word for a skill: "sharps containers" is not Docker, "communication between systems" is not communication skills', async () => {
    const resume =
      'Dana Cole, RN\nRegistered Nurse\n\nEXPERIENCE\nRegistered Nurse, St. Mary Hospital — Jun 2019 – Present\n• Disposed of needles in sharps containers per policy\n• Tested the communication between the lab system and the ward system\n• Provided patient care for 6 patients a shift';
    const result = await tailor(resume, 'Requirements\n- Docker\n- Excellent communication skills\n- Patient care');
    expect(result.resume.summary).not.toMatch(/Docker|communication/i);
    expect(result.resume.skills).not.toContain('Docker');
    expect(result.resume.skills.join(' ')).not.toMatch(/communication/i);
    expect(result.resume.summary).toMatch(/patient care/i);
    expect(result.suggestions.map((suggestion) => suggestion.term)).toEqual(expect.arrayContaining(['Docker']));
  });

  it('does not read "A/B testing" as testing, "AI-900" as AI, or GitHub as Git', async () => {
    const resume =
      'Lee Park\nData Analyst\n\nEXPERIENCE\nData Analyst, Shopwise — 2020 – 2024\n• Ran A/B testing on the checkout page\n• Earned the AI-900 certificate\n• Kept every notebook on GitHub';
    const result = await tailor(resume, 'Requirements\n- Testing\n- AI\n- Git');
    expect(result.before.skills.filter((skill) => skill.found !== 'missing')).toEqual([]);
    expect(result.resume.skills).toEqual([]);
  });

  it("never renames to another thing, never collapses a qualified skill, and adds the posting's name beside it once", async () => {
    const resume =
      'Ravi Shah\nBackend Developer\n\nEXPERIENCE\nBackend Developer, Nimbus — 2018 – 2024\n• Built a Git hooks manager for 40 repositories\n\nSKILLS\nJava and J2EE, Spring Boot, Spring MVC, Git';
    const result = await tailor(resume, 'Requirements\n- GitLab\n- Spring\n- Java');
    expect(result.text).toContain('Built a Git hooks manager');
    expect(result.text).not.toContain('GitLab');
    expect(result.resume.skills).toEqual(expect.arrayContaining(['Java and J2EE', 'Spring Boot', 'Spring MVC', 'Git', 'Spring']));
    expect(result.resume.skills.filter((skill) => skill === 'Spring')).toHaveLength(1);
  });

  it("takes no year inside a sentence for a role's dates", async () => {
    const resume =
      'Pat Lee\nRecords Officer\n\nEXPERIENCE\nRecords Officer, County Clerk — 2019 – 2023\n• Kept personnel files and handled the records under the Privacy Act of 1974 for every request we received\n• Trained 3 clerks';
    const parsed = parseResume(resume);
    expect(parsed.experience).toHaveLength(1);
    const result = await tailor(resume, 'Requirements\n- Records management');
    expect(result.resume.summary).not.toMatch(/4\d years/);
  });
});

describe('letters', () => {
  it("says what the resume shows without a blanket claim, in the resume's language", async () => {
    const englishResume = 'Priya Raman\n\nEXPERIENCE\nAccount Executive, Fieldwise — 2021 – Present\n• Led negotiating of 30 renewals';
    const english = await writeCoverLetter({
      resumeText: englishResume,
      confirmed: confirmedAsRead(englishResume),
      jobDescription: 'Requirements\n- Negotiating',
      jobTitle: 'Account Executive',
      company: 'Northstar',
      now,
    });
    expect(english.text).not.toMatch(/all of which/);
    expect(english.text).toContain('Of what your posting asks for, my resume shows Negotiating.');
    const spanishResume =
      'Lucía Gómez\n\nEXPERIENCIA\nAnalista de Datos, Banco Andino — enero de 2020 - actualidad\n• Automaticé los reportes de riesgo con SQL para el equipo de crédito\n\nHABILIDADES\nSQL, Excel';
    const spanish = await writeCoverLetter({
      resumeText: spanishResume,
      confirmed: confirmedAsRead(spanishResume),
      jobDescription: 'Requisitos\n- SQL\n- Excel avanzado',
      jobTitle: 'Analista de Riesgos',
      company: 'BBVA',
      now,
    });
    expect(spanish.text).toContain(
      'Me dirijo a ustedes para postularme al puesto de Analista de Riesgos en BBVA. Actualmente trabajo como Analista de Datos en Banco Andino.',
    );
    expect(spanish.text).toContain('Atentamente,\nLucía Gómez');
  });
});
