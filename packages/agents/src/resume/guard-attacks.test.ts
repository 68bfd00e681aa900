import { describe, expect, it } from 'vitest';
import { createFakeLlm } from '../testing/fake-llm';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { parseProblems } from './parse-quality';
import { parseResume } from './parse-resume';
import { tailorResume } from './tailor-resume';
import { confirmedAsRead } from '../testing/confirmed-as-read';

// What a reviewer tried, to make the guard let a false statement through (issue 20's review).
const now = new Date('2026-11-22T12:00:00Z');
const resume = `Sam Rivera
Software Engineer
sam@example.com

SUMMARY
Software engineer who builds web apps. Certified Scrum Master.

EXPERIENCE
Software Engineer, Brightline — Mar 2021 – Present
• Built the booking app in React and TypeScript
• Deployed services on AWS with Docker
• Mastered the billing domain and reduced page load time by 40%

Java Developer, Initech — Jan 2012 – Feb 2021
• Wrote Java services for billing
• Managed 3 interns

EDUCATION
B.S. Computer Science, State University, 2011

SKILLS
Java, React, TypeScript, AWS, Docker, Google Analytics`;
const job = 'Senior Engineer\nRequirements\n- React\n- Java\n- Kubernetes';
const roles = [
  {
    company: 'Brightline',
    role: 'Software Engineer',
    dates: 'Mar 2021 – Present',
    bullets: [
      'Built the booking app in React and TypeScript',
      'Deployed services on AWS with Docker',
      'Mastered the billing domain and reduced page load time by 40%',
    ],
  },
  { company: 'Initech', role: 'Java Developer', dates: 'Jan 2012 – Feb 2021', bullets: ['Wrote Java services for billing', 'Managed 3 interns'] },
];

describe('the fact guard on an LLM rewrite', () => {
  it.each([
    ['Software Engineer with 14 years of React experience.', /“14 years” with React/],
    ['Software Engineer who has built React apps for 14 years.', /“14 years” with React/],
    ['Software Engineer with fourteen years of experience in React.', /“fourteen years”/],
    ['Netflix alumnus. Software Engineer with 5 years of experience.', /the name “Netflix”/],
    ['Software Engineer who worked at Amazon and Google.', /the name “Amazon”/],
    ['Software Engineer with a Master of Science in Computer Science.', /the degree “Master of Science/],
    ['Software engineer with a doctorate in computer science.', /the degree “doctorate in computer science”/],
    ['Software engineer who led a team of twelve engineers.', /the number “twelve”/],
    ['Principal engineer. Staff Software Engineer since 2012.', /the name “Principal”|the name “Staff/],
  ])('refuses the summary “%s”', async (summary, problem) => {
    const llm = createFakeLlm({ summary, skills: ['Java'], experience: roles });
    const result = await tailorResume({
      resumeText: resume,
      confirmed: confirmedAsRead(resume),
      jobDescription: job,
      jobTitle: 'Senior Engineer',
      company: 'Acme',
      llm,
      now,
    });
    expect(result.resume.summary).not.toContain(summary);
    expect(result.notes.join(' ')).toMatch(problem);
  });

  it('checks every sentence and every degree of an LLM letter', async () => {
    const llm = createFakeLlm({
      paragraphs: ['I earned a B.S. in Computer Science and later a Master of Science in Computer Science.', 'I would love to join Acme.'],
    });
    const letter = await writeCoverLetter({ resumeText: resume, jobDescription: job, jobTitle: 'Senior Engineer', company: 'Acme', llm, now });
    expect(letter.engine).toBe('deterministic');
    expect(letter.text).not.toContain('Master of Science');
  });
});

describe('skills read from everyday words', () => {
  it('takes no hyphenated or sentence-opening everyday word for a skill', async () => {
    const result = await tailorResume({
      resumeText:
        'Pat Kim\nProduct Marketing Manager\n\nEXPERIENCE\nProduct Marketing Manager, Loop — 2016 – 2024\n• Go-to-market plan for three product launches\n• Spring launch campaign with the sales team\n• Express delivery program for retail partners\n• SQL-free reporting on a Jira-like board\n\nSKILLS\nPositioning, Spring campaigns',
      jobDescription: 'Requirements\n- Go\n- Spring\n- Express\n- SQL\n- Jira',
      now,
    });
    expect(result.before.skills.filter((skill) => skill.found !== 'missing')).toEqual([]);
    expect(result.resume.summary).not.toMatch(/Go|Spring|Express|SQL|Jira/);
  });

  it("keeps the user's own sentence that uses an everyday skill word", async () => {
    const result = await tailorResume({
      resumeText:
        'Dana Cole\nMarketing Coordinator\n\nSUMMARY\nCoordinator with strong communication skills. I enjoy testing new ideas.\n\nEXPERIENCE\nMarketing Coordinator, Loop Media — 2019 – 2024\n• Ran email campaigns in HubSpot for 12 clients\n• Led marketing and testing for the spring launch\n\nSKILLS\nHubSpot, Canva',
      jobDescription: 'Requirements\n- HubSpot\n- Testing\n- Communication',
      now,
    });
    expect(result.resume.summary).toContain('I enjoy testing new ideas.');
    expect(result.notes).toEqual([]);
  });
});

describe('what a hostile or unusual resume costs', () => {
  it('reads 60,000 characters with a long run of spaces, a long word or runs of icons, and a 40,000-character posting of tabs, each in well under a second, or 20 times an ordinary resume in the same run on a busy machine', async () => {
    const base = 'Sam Rivera\nSoftware Engineer\n\nEXPERIENCE\nSoftware Engineer, Acme — 2020 – 2024\n• Built React apps';
    // Once per process, the reader loads the gazetteer's places: a fixed cost, not one the input sets.
    await tailorResume({ resumeText: base, jobDescription: 'Requirements\n- React', now });
    // Measured beside an ordinary two-page resume and posting in the same run, so a busy machine slows both alike.
    const ordinary = {
      resumeText: `${base}\n${'• Built React apps for forty clients and kept them running\n'.repeat(60)}`,
      jobDescription: `Requirements\n${'- React and TypeScript for web apps\n'.repeat(40)}`,
    };
    const timed = async (request: { resumeText: string; jobDescription: string }) => {
      const started = performance.now();
      await tailorResume({ ...request, now });
      return performance.now() - started;
    };
    await timed(ordinary);
    const baseline = await timed(ordinary);
    for (const request of [
      { resumeText: `${base}\n• Built${' '.repeat(59_800)}things`, jobDescription: 'Requirements\n- React' },
      { resumeText: base, jobDescription: `Requirements\n- React${'\t'.repeat(39_900)}Java` },
      { resumeText: `${base}\nEngineer ${', '.repeat(25_000)} x 2020 - 2021`, jobDescription: 'Requirements\n- React' },
      // One long word in Education, and icons that would leave long runs of blanks behind them.
      { resumeText: `${base}\n\nEDUCATION\n${'a'.repeat(59_000)}`, jobDescription: 'Requirements\n- React' },
      { resumeText: `${base}\n• ${'  \uE000'.repeat(15_000)}| x\n• ${'  mdi:a'.repeat(8_000)}| y`, jobDescription: 'Requirements\n- React' },
    ]) {
      const took = await timed(request);
      // Here: at most 4× the ordinary one (about 150 ms); a cost that grows with the square of the input is far above.
      expect(took).toBeLessThan(Math.max(1_500, 20 * baseline));
    }
  });

  it("tailors a student's resume with dated projects and no jobs, and a worker's with undated roles", () => {
    const student =
      'Ana Ruiz\nana@example.com\n\nEDUCATION\nB.S. Computer Science, State University, 2021 – 2025\n\nPROJECTS\nBudget app — 2024 – 2025\n• Built a React budgeting app used by 40 classmates\nChess engine — 2023 – 2024\n• Wrote a chess engine in Rust\n\nSKILLS\nReact, Rust, Python, SQL and a long list of other things to pass the length at which a resume is checked at all';
    expect(parseProblems(parseResume(student), student)).toEqual([]);
    const worker =
      'Lee Park\nlee@example.com\n\nEXPERIENCE\nCashier, Corner Market\n• Ran the register and closed the store on weekends\nStock Associate, Big Box Retail\n• Unloaded trucks and kept the shelves full for the morning shift\n\nSKILLS\nCustomer service, inventory, cash handling and opening and closing procedures for the store';
    expect(parseProblems(parseResume(worker), worker)).toEqual([]);
  });
});
