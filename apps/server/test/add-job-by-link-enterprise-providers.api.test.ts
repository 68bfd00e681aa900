import type { SavedJobByLink } from '@seeker/contract';
import { comeetPositionUidOf, jibeJobId, jobviteJobId } from '@seeker/agents/testing';
import { expect, it } from 'vitest';
import { acmeFrontend } from './fixtures/search-jobs';
import { jobLinkRequests } from './support/job-links';
import { describeWithSources } from './support/search-app';
import { oneDatabaseTarget } from './support/test-app';
import { signInAsGuest } from './support/sign-in';

// Issue 51: the applicant-tracking systems large employers use (iCIMS, SAP SuccessFactors, Oracle Recruiting,
// Paylocity, Avature, Rippling, Jobvite, Jibe), Europe's JOIN and Israel's Comeet: a pasted job link is read through the provider's careers-site interface and saved.
const job = { ...acmeFrontend, id: '203341', location: 'Berlin', descriptionHtml: '<p>Pipelines in Berlin.</p>' };

describeWithSources(
  'add a job by its link: enterprise applicant-tracking systems',
  { enabled: ['icims', 'successfactors', 'oracle', 'paylocity', 'avature', 'rippling', 'join', 'comeet', 'jobvite', 'jibe'] },
  (ctx) => {
    const { addLink } = jobLinkRequests(ctx);
    const paths = (source: string) => ctx.fake.requests.filter((request) => request.source === source).map((request) => request.path);
    const save = async (url: string) => {
      const response = await addLink(await signInAsGuest(ctx.app), url);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as SavedJobByLink).job;
    };

    it("saves an iCIMS job: the portal's search pages, then the job's own page for its description", async () => {
      ctx.fake.set({ boards: { 'icims:careers-acme': { companyName: 'Acme', jobs: [job] } } });
      const saved = await save('https://careers-acme.icims.com/jobs/203341/senior-frontend-engineer/job?in_iframe=1');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'icims', location: 'Berlin' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('icims').at(-1)).toBe('/careers-acme/jobs/203341/job?in_iframe=1');
    });

    it("saves a SAP SuccessFactors job from the company's listing, whose company id keeps its case", async () => {
      ctx.fake.set({ boards: { 'successfactors:career4/acmeprod': { companyName: 'Acme', jobs: [job] } } });
      const saved = await save('https://career4.successfactors.com/career?career_ns=job_listing&company=AcmeProd&career_job_req_id=203341');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'successfactors' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('successfactors')).toEqual(['/career4.successfactors.com/career?company=AcmeProd&career_ns=job_listing_summary&resultType=XML']);
    });

    it("saves an Oracle Recruiting job: the site's requisitions, then that one's details", async () => {
      ctx.fake.set({ boards: { 'oracle:acme.fa.us2/cx_1': { companyName: 'Acme', jobs: [job] } } });
      const saved = await save('https://acme.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/203341/?mode=location');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'oracle' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('oracle')).toHaveLength(2);
    });

    it('saves a Paylocity job whose address names its board, with the pay its page states', async () => {
      const board = '3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab';
      ctx.fake.set({ boards: { [`paylocity:${board}`]: { companyName: 'Acme', jobs: [{ ...job, id: '272751' }] } } });
      const saved = await save(`https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751/${board}`);
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'paylocity', salaryRange: { min: 140_000, max: 170_000 } });
    });

    it("saves an Avature job from its tenant's careers section", async () => {
      ctx.fake.set({ boards: { 'avature:acme/en_us/careers': { companyName: 'Acme', jobs: [job] } } });
      const saved = await save('https://acme.avature.net/en_US/careers/JobDetail/Senior-Frontend-Engineer/203341?jobId=203341');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'avature' });
    });

    it("saves a JOIN job: the company page's jobs, then the job's own page for its description", async () => {
      ctx.fake.set({ boards: { 'join:acme': { companyName: 'Acme GmbH', jobs: [job] } } });
      // The fake's address of the job: JOIN's number 16 followed by the fixture's digits, then its title's words.
      const saved = await save('https://join.com/companies/acme/16203341-senior-frontend-engineer');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'join', company: 'Acme GmbH' });
      expect(saved.description).toContain('Pipelines in Berlin.');
    });

    it("saves a Comeet job: the careers page's public token, then the company's positions", async () => {
      ctx.fake.set({ boards: { 'comeet:acme/a1.0b2': { companyName: 'Acme', jobs: [job] } } });
      const saved = await save(`https://www.comeet.com/jobs/acme/A1.0B2/senior-frontend-engineer/${comeetPositionUidOf(job)}`);
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'comeet' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('comeet')).toHaveLength(2);
    });

    it("saves a Jobvite job: the company's search pages, then the job's own page for its description", async () => {
      ctx.fake.set({ boards: { 'jobvite:acme': { companyName: 'Acme Foods', jobs: [job] } } });
      const saved = await save(`https://jobs.jobvite.com/acme/job/${jobviteJobId(job)}/apply`);
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'jobvite', company: 'Acme Foods' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('jobvite')).toEqual(['/acme/search?l=&c=&q=&nl=1&p=0', '/acme/search?l=&c=&q=&nl=1&p=1', `/acme/job/${jobviteJobId(job)}`]);
    });

    it("saves a Jibe job from its site's list, on a host known to serve a Jibe site", async () => {
      ctx.fake.set({ boards: { 'jibe:careers.amd.com': { companyName: 'AMD', jobs: [job] } } });
      const saved = await save(`https://careers.amd.com/careers-home/jobs/${jibeJobId(job)}?lang=en-us`);
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'jibe', company: 'AMD' });
      expect(saved.description).toContain('Pipelines in Berlin.');
      expect(paths('jibe')).toEqual(['/careers.amd.com/api/jobs?limit=100&page=1']);
    });

    it("saves a Rippling job: the board's list, then the job's own answer", async () => {
      ctx.fake.set({ boards: { 'rippling:acme': { companyName: 'Acme', jobs: [{ ...job, id: 'a1' }] } } });
      const saved = await save('https://ats.rippling.com/en-GB/acme/jobs/00000000-0000-4000-9000-0000000000a1');
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'rippling' });
      expect(saved.description).toContain('Pipelines in Berlin.');
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
