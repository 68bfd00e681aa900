import { describe, expect, it } from 'vitest';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { parseResume } from './parse-resume';
import { ResumeParseError } from './parse-quality';
import { tailorResume } from './tailor-resume';
import { confirmedAsRead } from '../testing/confirmed-as-read';

// Each trap a new user met on real resumes (issue 20), typed in as the resumes had it.
const now = new Date('2026-11-22T12:00:00Z');

describe('a parser for real layouts', () => {
  it('reads dates on their own lines above the role, split over two lines', async () => {
    const resume =
      'Ana Silva\nana@example.com\n\nEXPERIENCE\nJune 2022 –\nPresent\nSoftware Engineer (Front-End), Google, Mountain View\n• Built the design system in React\n\nAug 2019 –\nMay 2022\nWeb Developer, Pixel & Co, Remote\n• Shipped 12 marketing sites';
    const parsed = parseResume(resume);
    expect(parsed.experience.map(({ role, company, dates }) => [role, company, dates?.start, dates?.end, dates?.current])).toEqual([
      ['Software Engineer (Front-End)', 'Google', '2022-06', null, true],
      ['Web Developer', 'Pixel & Co', '2019-08', '2022-05', false],
    ]);
    const letter = await writeCoverLetter({
      resumeText: resume,
      confirmed: confirmedAsRead(resume),
      jobDescription: 'Requirements\n- React',
      jobTitle: 'Frontend Engineer',
      company: 'Acme',
      now,
    });
    expect(letter.text).toContain('I am currently a Software Engineer (Front-End) at Google, and before that I worked at Pixel & Co.');
    expect(letter.text).not.toMatch(/at Present/);
  });

  it('reads MM/YYYY, YYYY.MM and "to Current"', () => {
    const parsed = parseResume(
      'EXPERIENCE\nStaff Nurse | Mercy Hospital | 06/2016 to Current\n• Cared for patients\nNurse Aide | Hope Clinic | 2014.02 - 2016.05\n• Took vitals',
    );
    expect(parsed.experience.map(({ dates }) => [dates?.start, dates?.end, dates?.current])).toEqual([
      ['2016-06', null, true],
      ['2014-02', '2016-05', false],
    ]);
  });

  it('knows headings by other names, with typos, and in Spanish, German, French and Portuguese', () => {
    const english = parseResume(
      'Kim Lo\n\nRESEARCH EXPERIENCE\nResearch Assistant, MIT — 2019 – 2021\n• Ran experiments\n\nTECHINCAL SKILLS\nPython, R',
    );
    expect(english.experience[0]).toMatchObject({ role: 'Research Assistant', company: 'MIT' });
    expect(english.skills).toEqual(['Python', 'R']);
    const spanish = parseResume(
      'Lucía Gómez\n\nEXPERIENCIA\nAnalista de Datos, Banco Andino — enero de 2020 - actualidad\n• Automaticé reportes\n\nEDUCACIÓN\nLicenciatura en Economía, Universidad de Lima, 2019\n\nHABILIDADES\nSQL, Excel',
    );
    expect(spanish.experience[0]).toMatchObject({ company: 'Banco Andino', dates: { start: '2020-01', current: true } });
    expect(spanish.education[0]!.school).toBe('Universidad de Lima');
    expect(spanish.skills).toEqual(['SQL', 'Excel']);
    for (const [experience, education, skills] of [
      ['BERUFSERFAHRUNG', 'AUSBILDUNG', 'KENNTNISSE'],
      ['EXPÉRIENCE PROFESSIONNELLE', 'FORMATION', 'COMPÉTENCES'],
      ['EXPERIÊNCIA PROFISSIONAL', 'FORMAÇÃO ACADÊMICA', 'HABILIDADES'],
    ]) {
      const parsed = parseResume(
        `Name Here\n\n${experience}\nEngineer, Acme — 2019 – 2021\n• Did things\n\n${education}\nUniversity of Porto, 2018\n\n${skills}\nSQL`,
      );
      expect(parsed.experience, experience).toHaveLength(1);
      expect(parsed.education, education).toHaveLength(1);
      expect(parsed.skills, skills).toEqual(['SQL']);
    }
  });

  it('drops page numbers and icon glyphs, and reads a phone with spaces', () => {
    const parsed = parseResume(
      'Arjun Mehta\n\uf095 +91 97242 00396 \uf0e0 arjun@example.com\n\nEXPERIENCE\nEngineer, Infosys — 2018 – 2021\n• Built APIs\n1/2\n• Wrote tests\nPage 2 of 2',
    );
    expect(parsed.contact).toMatchObject({ name: 'Arjun Mehta', phone: '+91 97242 00396', email: 'arjun@example.com' });
    expect(parsed.experience[0]!.bullets).toEqual(['Built APIs', 'Wrote tests']);
  });

  it('reads a resume pasted as markdown, with its front matter, heading marks and emphasis, as it reads', () => {
    const parsed = parseResume(
      '---\nlayout: page\ntitle: Resume\n---\n# Kim Lo\n**Data Engineer**\n\n## Experience\n**Data Engineer**, **Elevance Health** — February 2023 – July 2024\n- Built an ingestion framework\n\n## Skills\nSQL, Airflow',
    );
    expect(parsed.contact).toMatchObject({ name: 'Kim Lo', headline: 'Data Engineer' });
    expect(parsed.experience[0]).toMatchObject({ role: 'Data Engineer', company: 'Elevance Health', dates: { start: '2023-02', end: '2024-07' } });
    expect(parsed.skills).toEqual(['SQL', 'Airflow']);
  });

  it('reads a template that prints icon names, dated place lines and link labels around each role', () => {
    const text = [
      'Ana Souza',
      'mdi:email ana@example.com',
      '',
      'Experience',
      '',
      'Nimbus Data',
      'tabler:map-pin Porto / full remote – 2024',
      'Senior Product Manager, Platform | Mar 2024 – present | Company Link',
      '- Led the billing roadmap',
      '',
      'Orbital Labs',
      'carbon:location Lisboa / hybrid – 2020–2023',
      'Data & Analytics Consultant | 2020 – 2023 | Website',
      '- Built the reporting stack',
    ].join('\n');
    const parsed = parseResume(text);
    expect(parsed.contact.email).toBe('ana@example.com');
    expect(
      parsed.experience.map(({ company, role, location, dates }) => ({ company, role, location, start: dates?.start, current: dates?.current })),
    ).toEqual([
      { company: 'Nimbus Data', role: 'Senior Product Manager, Platform', location: 'Porto / full remote', start: '2024-03', current: true },
      { company: 'Orbital Labs', role: 'Data & Analytics Consultant', location: 'Lisboa / hybrid', start: '2020', current: false },
    ]);
    expect(parsed.experience.map((role) => role.bullets)).toEqual([['Led the billing roadmap'], ['Built the reporting stack']]);
    // The fields hold none of the template's words (the lines they were read from, kept as written, may).
    expect(JSON.stringify(confirmedAsRead(text))).not.toMatch(/mdi:|tabler:|carbon:|Company Link|Website/);
    expect(parsed.experience[0]!.written).toContain('Senior Product Manager, Platform | Mar 2024 – present | Company Link');
  });

  it('reads "Member of Technical Staff" titles and titles that end with a role after an organisation\'s word', () => {
    const mts = parseResume('Experience\nSoftware Engineering PMTS — Salesforce\nNov 2021 – Present\n• Built the data pipeline');
    expect(mts.experience[0]).toMatchObject({ role: 'Software Engineering PMTS', company: 'Salesforce' });
    const officer = parseResume('Experience\nAcme Robotics\nChief AI, Technology & Product Officer | 2022 – 2024\n• Set the product strategy');
    expect(officer.experience[0]).toMatchObject({ role: 'Chief AI, Technology & Product Officer', company: 'Acme Robotics' });
    // An organisation still ends with its own word.
    const partners = parseResume('Experience\nAnalyst, Sequoia Partners — 2019 – 2021\n• Screened deals');
    expect(partners.experience[0]).toMatchObject({ role: 'Analyst', company: 'Sequoia Partners' });
  });

  it('reads education as lists, as a school over its degrees, with details and places under them, and as a table', () => {
    const listed = parseResume(
      [
        'Education',
        '* Ph.D in Economics, Ohio State University, 2022 (expected)',
        '* Master of Accountancy, Utah State University, 2016',
        '  * Information Systems Certificate',
        '* Lakeside College',
        '  * M.S. in Statistics, 2014',
        '  * B.A. in Mathematics, with Distinction',
      ].join('\n'),
    );
    expect(listed.education.map(({ degree, school }) => [degree, school])).toEqual([
      ['Ph.D in Economics', 'Ohio State University'],
      ['Master of Accountancy', 'Utah State University'],
      ['M.S. in Statistics', 'Lakeside College'],
      ['B.A. in Mathematics', 'Lakeside College'],
    ]);
    expect(listed.education[1]!.details).toEqual(['Information Systems Certificate']);

    const placed = parseResume('Education\nHunter College\nNew York, NY\nB.A. Economics | May 2019\n\nSkills\nExcel');
    expect(placed.education).toMatchObject([{ degree: 'B.A. Economics', school: 'Hunter College', details: ['New York, NY'] }]);

    // A date glued to the school by a right-aligned column, a school without a school's word, a line that goes on.
    const pdf = parseResume(
      'Education\nMaster of Science in Robotics — Tandon School of2019 – 2021\n2015 – 2019 Bachelor of Science in Physics, Specialization in Optics ,EPFL, Lausanne,\nSwitzerland',
    );
    expect(pdf.education.map(({ degree, school, dates }) => [degree, school, dates?.start])).toEqual([
      ['Master of Science in Robotics', 'Tandon School of', '2019'],
      ['Bachelor of Science in Physics', 'EPFL', '2015'],
    ]);

    const table = parseResume(
      'Ausbildung\n| Zeitraum | Ausbildung | Institution |\n|---|---|---|\n| 2018 – 2020 | Dipl. Techniker HF | ibW Chur |\n| 2012 | Informatiker EFZ | Swisscom AG, Bern |',
    );
    expect(table.education.map(({ degree, school, dates }) => [degree, school, dates?.start])).toEqual([
      ['Dipl. Techniker HF', 'ibW Chur', '2018'],
      ['Informatiker EFZ', 'Swisscom AG, Bern', '2012'],
    ]);
  });

  it("reads a degree's field as its field, not its school, and keeps details and indented lists apart", () => {
    const read = (text: string) => parseResume(`Education\n${text}`).education.map(({ degree, school }) => [degree, school]);
    // The field is part of the degree as written ("Bachelor of Science, Computer Science"), never the school.
    expect(read('Bachelor of Science, Computer Science\nUniversity of Washington, 2019')).toEqual([
      ['Bachelor of Science, Computer Science', 'University of Washington'],
    ]);
    // The last piece may be a place as well as a school: left unread rather than guessed.
    expect(read('B.S., Computer Science, Georgia Tech')).toEqual([['B.S., Computer Science', '']]);
    expect(read('M.A. in History, London')).toEqual([['M.A. in History', '']]);
    expect(read('University of Mumbai — B.Com.')).toEqual([['B.Com.', 'University of Mumbai']]);
    expect(read('  • M.S. Computer Science, Stanford University, 2020\n  • B.S. Computer Science, UC Berkeley, 2018')).toEqual([
      ['M.S. Computer Science', 'Stanford University'],
      ['B.S. Computer Science', 'UC Berkeley'],
    ]);
    const details = parseResume(
      'Education\nB.S. Biology, University of Iowa, 2018\n• Member, Honors College\n• Google Data Analytics Certificate',
    ).education;
    expect(details).toMatchObject([
      { degree: 'B.S. Biology', school: 'University of Iowa', details: ['Member, Honors College', 'Google Data Analytics Certificate'] },
    ]);
    expect(parseResume('Jo Lee\nph:555-123-4567 | jo@example.com').contact.phone).toBe('555-123-4567');
  });

  it('refuses to tailor a parse it cannot trust, saying why', async () => {
    const tailor = (resumeText: string, jobDescription: string) => tailorResume({ resumeText, jobDescription, now });
    await expect(tailor(' \n\t ', 'Requirements\n- React')).rejects.toThrow(/it has no text/);
    const swallowed = `Jo Bloggs\n${'Worked on many things for many clients across many years, shipping features and fixing bugs. '.repeat(20)}\nAcme 2019 - 2021\nGlobex 2016 - 2019`;
    await expect(tailor(swallowed, 'Requirements\n- React')).rejects.toBeInstanceOf(ResumeParseError);
    await expect(tailor(swallowed, 'Requirements\n- React')).rejects.toThrow(/no roles were found under a work-experience heading/);
  });
});
