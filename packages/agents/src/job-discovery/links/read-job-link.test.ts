import { describe, expect, it } from 'vitest';
import { readJobLink } from './read-job-link';

const read = (text: string) => readJobLink(new URL(text));

describe('readJobLink', () => {
  it.each([
    ['https://boards.greenhouse.io/acmerobotics/jobs/4012345', { provider: 'greenhouse', slug: 'acmerobotics', sourceId: '4012345' }],
    ['https://job-boards.greenhouse.io/acmerobotics/jobs/4012345?gh_src=abc', { provider: 'greenhouse', slug: 'acmerobotics', sourceId: '4012345' }],
    ['https://boards.greenhouse.io/embed/job_app?for=acme&token=77', { provider: 'greenhouse', slug: 'acme', sourceId: '77' }],
    [
      'https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
      { provider: 'lever', slug: 'leverdemo', sourceId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
    ],
    [
      'https://jobs.ashbyhq.com/alan/0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11/application',
      { provider: 'ashby', slug: 'alan', sourceId: '0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11' },
    ],
    // Ashby lets a board's name hold spaces.
    [
      'https://jobs.ashbyhq.com/Fermi%20AI/cb0afdca-2e2d-47ed-8cde-6277cb516888',
      { provider: 'ashby', slug: 'Fermi AI', sourceId: 'cb0afdca-2e2d-47ed-8cde-6277cb516888' },
    ],
    ['https://apply.workable.com/huggingface/j/2E8F4B6A1C/', { provider: 'workable', slug: 'huggingface', sourceId: '2E8F4B6A1C' }],
    ['https://huggingface.workable.com/j/2E8F4B6A1C', { provider: 'workable', slug: 'huggingface', sourceId: '2E8F4B6A1C' }],
    [
      'https://jobs.smartrecruiters.com/Visa/744000012345678-senior-engineer',
      { provider: 'smartrecruiters', slug: 'Visa', sourceId: '744000012345678' },
    ],
    ['https://bunq.recruitee.com/o/senior-legal-counsel-3', { provider: 'recruitee', slug: 'bunq', sourceId: 'senior-legal-counsel-3' }],
    ['https://bunq.recruitee.com/o/senior-legal-counsel-3/c/new', { provider: 'recruitee', slug: 'bunq', sourceId: 'senior-legal-counsel-3' }],
    // EU-hosted Greenhouse boards answer on the one Job Board API.
    ['https://job-boards.eu.greenhouse.io/imc/jobs/4696380101', { provider: 'greenhouse', slug: 'imc', sourceId: '4696380101' }],
    ['https://boards.eu.greenhouse.io/embed/job_app?for=imc&token=4696380101', { provider: 'greenhouse', slug: 'imc', sourceId: '4696380101' }],
    ['https://breezy.breezy.hr/p/98323abf2296-employee-12', { provider: 'breezy', slug: 'breezy', sourceId: '98323abf2296' }],
    ['https://acme.breezy.hr/p/088ac6d52139-open-position/apply', { provider: 'breezy', slug: 'acme', sourceId: '088ac6d52139' }],
    ['https://gitkraken.bamboohr.com/careers/86', { provider: 'bamboohr', slug: 'gitkraken', sourceId: '86' }],
    ['https://jobs.gem.com/gem/4965519002', { provider: 'gem', slug: 'gem', sourceId: '4965519002' }],
    ['https://www.careers-page.com/ghostwerks/job/5WW46353', { provider: 'manatal', slug: 'ghostwerks', sourceId: '5WW46353' }],
    [
      'https://albemarle.eightfold.ai/careers/job/1099555326551-supply-planner?domain=albemarle.com',
      { provider: 'eightfold', slug: 'albemarle/albemarle.com', sourceId: '1099555326551' },
    ],
    [
      'https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/24009372',
      { provider: 'oracle', slug: 'hdjq.fa.us2/CX_1', sourceId: '24009372' },
    ],
    [
      'https://fa-evmr-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/9923/?lastSelectedFacet=TITLES&location=Canada',
      { provider: 'oracle', slug: 'fa-evmr-saasfaprod1.fa.ocs/CX_1', sourceId: '9923' },
    ],
    [
      'https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/requisitions/preview/23007214',
      { provider: 'oracle', slug: 'hdjq.fa.us2/CX_1', sourceId: '23007214' },
    ],
    [
      'https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CampusHiring/requisitions/preview/140897/apply/email?mode=location',
      { provider: 'oracle', slug: 'hdjq.fa.us2/CampusHiring', sourceId: '140897' },
    ],
    [
      'https://career4.successfactors.com./career?career_ns=job_listing&company=acme&career_job_req_id=12',
      { provider: 'successfactors', slug: 'career4/acme', sourceId: 'acme/12' },
    ],
    [
      'https://jobs.eu.lever.co/blackshark/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
      { provider: 'lever', slug: 'blackshark', sourceId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
    ],
    [
      'https://career4.successfactors.com/career?career_ns=job_listing&company=colgate&navBarLevel=JOB_SEARCH&career_job_req_id=169295',
      { provider: 'successfactors', slug: 'career4/colgate', sourceId: 'colgate/169295' },
    ],
    [
      'https://career2.successfactors.eu/sfcareer/jobreqcareer?jobId=1023&company=hoeghautol',
      { provider: 'successfactors', slug: 'career2.eu/hoeghautol', sourceId: 'hoeghautol/1023' },
    ],
    [
      'https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751/3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab',
      { provider: 'paylocity', slug: '3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab', sourceId: '4272751' },
    ],
    [
      'https://careers-gdms.icims.com/jobs/73157/junior-embedded-software-engineer/job',
      { provider: 'icims', slug: 'careers-gdms', sourceId: '73157' },
    ],
    [
      'https://careers-peraton.icims.com/jobs/167525/junior-software-test-engineer-%28flight-safety-systems%29/job?in_iframe=1',
      { provider: 'icims', slug: 'careers-peraton', sourceId: '167525' },
    ],
    ['https://careers-empiricalfoods.icims.com/jobs/2271/job', { provider: 'icims', slug: 'careers-empiricalfoods', sourceId: '2271' }],
    [
      'https://ats.rippling.com/en-GB/11fs-group-ltd/jobs/3C36E9C8-1BEE-45A2-94FE-09F10CCBE10F/apply',
      { provider: 'rippling', slug: '11fs-group-ltd', sourceId: '3c36e9c8-1bee-45a2-94fe-09f10ccbe10f' },
    ],
    [
      'https://delta.avature.net/en_US/careers/JobDetail/Co-op-Delta-Wellness-Data-Science-Summer-2025/25829?jobId=25829#/',
      { provider: 'avature', slug: 'delta/en_US/careers', sourceId: '25829' },
    ],
    [
      'https://www.comeet.com/jobs/wiliot/F6.003/forward-deployed-engineer/18.767-9B.20A',
      { provider: 'comeet', slug: 'wiliot/F6.003', sourceId: '18.767-9B.20A' },
    ],
    ['https://join.com/companies/fugro/16405887-geowissenschaftler-m-w-d', { provider: 'join', slug: 'fugro', sourceId: '16405887' }],
    [
      'https://zebra.eightfold.ai/careers?src=srm_linkedin_jb&domain=zebra.com&pid=343621946480',
      { provider: 'eightfold', slug: 'zebra/zebra.com', sourceId: '343621946480' },
    ],
    [
      'https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=A6717EBC-1F0E-4C3B-9D7A-0123456789AB&ccId=19000101_000001&jobId=9201405840307_1&lang=en_US',
      { provider: 'adp', slug: 'a6717ebc-1f0e-4c3b-9d7a-0123456789ab', sourceId: '9201405840307_1' },
    ],
    [
      'https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=a6717ebc-1f0e-4c3b-9d7a-0123456789ab&ccId=20240101_123456&jobId=9201405840307_1',
      { provider: 'adp', slug: 'a6717ebc-1f0e-4c3b-9d7a-0123456789ab.20240101_123456', sourceId: '9201405840307_1' },
    ],
    ['https://jobs.gem.com/gem/am9icG9zdDqTzmNGwXTdU65YRLOAU6ZL', { provider: 'gem', slug: 'gem', sourceId: 'am9icG9zdDqTzmNGwXTdU65YRLOAU6ZL' }],
    [
      'https://jed.pinpointhq.com/en/postings/fceb8b47-bed5-45bd-b7f4-9161fbe78428',
      { provider: 'pinpoint', slug: 'jed', sourceId: 'fceb8b47-bed5-45bd-b7f4-9161fbe78428' },
    ],
    [
      'https://workwithus.pinpointhq.com/postings/8fa6a0e0-0beb-4233-8ab0-409fe6bfccb1/applications/new',
      { provider: 'pinpoint', slug: 'workwithus', sourceId: '8fa6a0e0-0beb-4233-8ab0-409fe6bfccb1' },
    ],
    // Workday, as public job lists link it (speedyapply/2026-SWE-College-Jobs, SimplifyJobs/Summer2025-Internships).
    [
      'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Practical-Hardware-Electronics-Test-Engineer_JR2021705',
      {
        provider: 'workday',
        slug: 'nvidia.wd5/NVIDIAExternalCareerSite',
        sourceId: 'job/Israel-Yokneam/Practical-Hardware-Electronics-Test-Engineer_JR2021705',
      },
    ],
    [
      'https://alcon.wd5.myworkdayjobs.com/en-US/careers_alcon/job/Warszawa-Poland/Junior-Data-Scientist_R-2026-47800-1',
      { provider: 'workday', slug: 'alcon.wd5/careers_alcon', sourceId: 'job/Warszawa-Poland/Junior-Data-Scientist_R-2026-47800-1' },
    ],
    [
      'https://hp.wd5.myworkdayjobs.com/ExternalCareerSite/job/Spring-Texas-United-States-of-America/Personal-Systems-Software-Engineer-Internship_3141362-1?src=HPCompanyWebsite',
      {
        provider: 'workday',
        slug: 'hp.wd5/ExternalCareerSite',
        sourceId: 'job/Spring-Texas-United-States-of-America/Personal-Systems-Software-Engineer-Internship_3141362-1',
      },
    ],
    [
      'https://acme.wd12.myworkdayjobs.com/fr-FR/External/job/Paris/Engineer_R1/apply',
      { provider: 'workday', slug: 'acme.wd12/External', sourceId: 'job/Paris/Engineer_R1' },
    ],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  const refused = (problem: string, provider: string | null, slug: string | null = null) => ({ problem, provider, slug });

  it.each([
    // A board, not one of its jobs.
    ['https://boards.greenhouse.io/acmerobotics', refused('board-page', 'greenhouse', 'acmerobotics')],
    ['https://job-boards.greenhouse.io/acmerobotics/', refused('board-page', 'greenhouse', 'acmerobotics')],
    ['https://boards.greenhouse.io/embed/job_board?for=acme', refused('board-page', 'greenhouse', 'acme')],
    ['https://jobs.lever.co/leverdemo', refused('board-page', 'lever', 'leverdemo')],
    ['https://jobs.ashbyhq.com/alan?departmentId=1', refused('board-page', 'ashby', 'alan')],
    ['https://apply.workable.com/huggingface/', refused('board-page', 'workable', 'huggingface')],
    ['https://huggingface.workable.com/', refused('board-page', 'workable', 'huggingface')],
    ['https://jobs.smartrecruiters.com/Visa', refused('board-page', 'smartrecruiters', 'Visa')],
    ['https://bunq.recruitee.com/', refused('board-page', 'recruitee', 'bunq')],
    ['https://bunq.recruitee.com/o/', refused('bad-id', 'recruitee', 'bunq')],
    ['https://bunq.recruitee.com/api/offers', refused('bad-id', 'recruitee', 'bunq')],
    ['https://acme.breezy.hr/', refused('board-page', 'breezy', 'acme')],
    ['https://acme.breezy.hr/p/not-hex-words', refused('bad-id', 'breezy', 'acme')],
    ['https://acme.bamboohr.com/careers', refused('board-page', 'bamboohr', 'acme')],
    ['https://acme.pinpointhq.com/', refused('board-page', 'pinpoint', 'acme')],
    ['https://jobs.gem.com/gem', refused('board-page', 'gem', 'gem')],
    ['https://cdn.jobylon.com/jobs/companies/1955/embed/v2/?target=_parent', refused('board-page', 'jobylon', 'companies/1955')],
    ['https://www.careers-page.com/ghostwerks', refused('board-page', 'manatal', 'ghostwerks')],
    [
      'https://albemarle.eightfold.ai/careers?domain=albemarle.com',
      { problem: 'board-page', provider: 'eightfold', slug: 'albemarle/albemarle.com' },
    ],
    [
      'https://albemarle.eightfold.ai/careers/job/abc?domain=albemarle.com',
      { problem: 'bad-id', provider: 'eightfold', slug: 'albemarle/albemarle.com' },
    ],
    [
      'https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/jobs',
      { problem: 'board-page', provider: 'oracle', slug: 'hdjq.fa.us2/CX_1' },
    ],
    [
      'https://hdjq.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/1/details',
      { problem: 'bad-id', provider: 'oracle', slug: 'hdjq.fa.us2/CX_1' },
    ],
    ['https://api.rippling.com/platform/api/ats/v1/board/acme/jobs', { problem: 'board-page', provider: 'rippling', slug: 'acme' }],
    [
      'https://career2.successfactors.eu/career?company=SwissRe&career_ns=job_listing_summary',
      { problem: 'board-page', provider: 'successfactors', slug: 'career2.eu/SwissRe' },
    ],
    ['https://career2.successfactors.eu/login?company=SwissRe', { problem: 'bad-id', provider: 'successfactors', slug: 'career2.eu/SwissRe' }],
    [
      'https://recruiting.paylocity.com/Recruiting/Jobs/All/3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab/SendCutSend',
      { problem: 'board-page', provider: 'paylocity', slug: '3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab' },
    ],
    ['https://careers-gdms.icims.com/jobs/search?ss=1', { problem: 'board-page', provider: 'icims', slug: 'careers-gdms' }],
    ['https://careers-gdms.icims.com/jobs/abc/x/job', { problem: 'bad-id', provider: 'icims', slug: 'careers-gdms' }],
    ['https://join.com/companies/fugro', { problem: 'board-page', provider: 'join', slug: 'fugro' }],
    ['https://www.comeet.com/jobs/wiliot/F6.003', { problem: 'board-page', provider: 'comeet', slug: 'wiliot/F6.003' }],
    ['https://ats.rippling.com/11fs-group-ltd/jobs', { problem: 'board-page', provider: 'rippling', slug: '11fs-group-ltd' }],
    ['https://ats.rippling.com/11fs-group-ltd/jobs/123', { problem: 'bad-id', provider: 'rippling', slug: '11fs-group-ltd' }],
    ['https://ally.avature.net/careers/SearchJobs/?jobOffset=6', { problem: 'board-page', provider: 'avature', slug: 'ally/careers' }],
    [
      'https://albemarle.eightfold.ai/careers?domain=albemarle.com&pid=12ab',
      { problem: 'bad-id', provider: 'eightfold', slug: 'albemarle/albemarle.com' },
    ],
    [
      'https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=a6717ebc-1f0e-4c3b-9d7a-0123456789ab',
      { problem: 'board-page', provider: 'adp', slug: 'a6717ebc-1f0e-4c3b-9d7a-0123456789ab' },
    ],
    ['https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=acme&jobId=9201405840307_1', refused('bad-slug', 'adp')],
    ['https://workforcenow.adp.com/somewhere/else', refused('bad-id', 'adp')],
    ['https://acme.pinpointhq.com/en/postings/123', refused('bad-id', 'pinpoint', 'acme')],
    ['https://acme.bamboohr.com/careers/abc', refused('bad-id', 'bamboohr', 'acme')],
    ['https://nvidia.wd5.myworkdayjobs.com/en-US/NVIDIAExternalCareerSite', refused('board-page', 'workday', 'nvidia.wd5/NVIDIAExternalCareerSite')],
    ['https://salesforce.wd12.myworkdayjobs.com/External_Career_Site/', refused('board-page', 'workday', 'salesforce.wd12/External_Career_Site')],
    [`https://acme.wd1.myworkdayjobs.com/${'a'.repeat(101)}/job/x/y_1`, refused('bad-slug', 'workday')],
    // Ids of the wrong shape, or another page of the source.
    ['https://boards.greenhouse.io/acmerobotics/jobs/abc', refused('bad-id', 'greenhouse', 'acmerobotics')],
    ['https://boards.greenhouse.io/acmerobotics/jobs/', refused('bad-id', 'greenhouse', 'acmerobotics')],
    ['https://boards.greenhouse.io/acmerobotics/departments/12', refused('bad-id', 'greenhouse', 'acmerobotics')],
    ['https://boards.greenhouse.io/embed/job_app?for=acme', refused('bad-id', 'greenhouse', 'acme')],
    ['https://boards.greenhouse.io/embed/job_app', refused('bad-id', 'greenhouse')],
    ['https://boards.greenhouse.io/embed/job_app?token=abc', refused('bad-id', 'greenhouse')],
    ['https://boards.greenhouse.io/', refused('bad-id', 'greenhouse')],
    ['https://jobs.lever.co/leverdemo/not-a-uuid', refused('bad-id', 'lever', 'leverdemo')],
    ['https://apply.workable.com/huggingface/j/', refused('bad-id', 'workable', 'huggingface')],
    ['https://jobs.workable.com/view/abc', refused('bad-id', 'workable')],
    [`https://jobs.smartrecruiters.com/Visa/${'7'.repeat(25)}-x`, refused('bad-id', 'smartrecruiters', 'Visa')],
    // Slugs no board can have.
    [`https://boards.greenhouse.io/${'a'.repeat(101)}/jobs/1`, refused('bad-slug', 'greenhouse')],
    [`https://boards.greenhouse.io/${'a'.repeat(101)}`, refused('bad-slug', 'greenhouse')],
    ['https://boards.greenhouse.io/..%2F..%2Fetc/jobs/1', refused('bad-slug', 'greenhouse')],
    ['https://boards.greenhouse.io/acme%20labs/jobs/1', refused('bad-slug', 'greenhouse')],
    ['https://jobs.ashbyhq.com/fermi%20%20ai/cb0afdca-2e2d-47ed-8cde-6277cb516888', refused('bad-slug', 'ashby')],
    ['https://jobs.ashbyhq.com/%20fermi/cb0afdca-2e2d-47ed-8cde-6277cb516888', refused('bad-slug', 'ashby')],
    ['https://jobs.ashbyhq.com/fermi%20/cb0afdca-2e2d-47ed-8cde-6277cb516888', refused('bad-slug', 'ashby')],
    ['https://jobs.ashbyhq.com/a%2Fb%20c/cb0afdca-2e2d-47ed-8cde-6277cb516888', refused('bad-slug', 'ashby')],
    ['https://boards.greenhouse.io/acme%E0%A4%A/jobs/1', refused('bad-slug', 'greenhouse')],
    ['https://boards.greenhouse.io/embed/job_app?for=../../x&token=1', refused('bad-slug', 'greenhouse')],
    // EU boards answer from other API hosts.
    // A user name or password: never read, whatever the host.
    ['https://user:secret@boards.greenhouse.io/acme/jobs/1', refused('credentials', 'greenhouse')],
    ['https://user@jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902', refused('credentials', 'lever')],
    ['https://:pw@careers.example.com/jobs/123', refused('credentials', null)],
    ['https://boards.greenhouse.io@127.0.0.1/acme/jobs/1', refused('credentials', null)],
  ])('refuses %s with its reason', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['https://boards.greenhouse.io./acmerobotics/jobs/4012345', 'https://boards.greenhouse.io/acmerobotics/jobs/4012345'],
    ['https://JOB-BOARDS.Greenhouse.IO./acmerobotics/jobs/4012345', 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345'],
    ['https://boards.greenhouse.io%2E/acmerobotics/jobs/4012345', 'https://boards.greenhouse.io/acmerobotics/jobs/4012345'],
    ['https://boards.greenhouse.io./embed/job_app?for=acme&token=77', 'https://boards.greenhouse.io/embed/job_app?for=acme&token=77'],
    ['https://jobs.lever.co./leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902', 'https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902'],
    ['https://jobs.ashbyhq.com./alan/0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11', 'https://jobs.ashbyhq.com/alan/0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11'],
    ['https://apply.workable.com./huggingface/j/2E8F4B6A1C/', 'https://apply.workable.com/huggingface/j/2E8F4B6A1C/'],
    ['https://huggingface.workable.com./j/2E8F4B6A1C', 'https://huggingface.workable.com/j/2E8F4B6A1C'],
    ['https://jobs.smartrecruiters.com./Visa/744000012345678-x', 'https://jobs.smartrecruiters.com/Visa/744000012345678-x'],
    // Refused for the same reason as without the dot.
    ['https://boards.greenhouse.io./acmerobotics', 'https://boards.greenhouse.io/acmerobotics'],
    ['https://job-boards.eu.greenhouse.io./acme/jobs/1', 'https://job-boards.eu.greenhouse.io/acme/jobs/1'],
    [
      'https://jobs.eu.lever.co./leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      'https://jobs.eu.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    ],
    ['https://user:pw@jobs.lever.co./leverdemo', 'https://user:pw@jobs.lever.co/leverdemo'],
    ['https://jobs.workable.com./view/abc', 'https://jobs.workable.com/view/abc'],
  ])('reads %s, its host with a trailing dot, as %s', (dotted, plain) => {
    expect(read(dotted)).not.toBeNull();
    expect(read(dotted)).toEqual(read(plain));
  });

  it.each([
    // Look-alike hosts.
    'https://boards.greenhouse.io.evil.test/acme/jobs/1',
    'https://boards.greenhouse.io../acme/jobs/1',
    'https://apply.workable.com.evil.test/acme/j/ABCDEF12/',
    'https://evilgreenhouse.io/acme/jobs/1',
    'ftp://boards.greenhouse.io/acme/jobs/1',
    'https://careers.example.com/jobs/123',
    // Recruitee's own site, and a host that only ends like it.
    'https://recruitee.com/o/x',
    'https://www.recruitee.com/o/x',
    'https://a.b.recruitee.com/o/x',
    'https://evilrecruitee.com/o/x',
    'https://breezy.hr/p/98323abf2296-x',
    'https://www.bamboohr.com/careers/86',
    // A Jobylon job's own page names no company: its JobPosting is read.
    'https://emp.jobylon.com/jobs/355795-mcdonalds-sverige-kopia-av-mcdonalds-varberg-nord-soker-nya-glada-medarbetare/',
    'https://cdn.jobylon.com/jobs/companies/1955/logo.png',
    // CareerPuck's front end over a company's Greenhouse board: its path's name is tried as a known board's (site-board-names.ts).
    'https://app.careerpuck.com/job-board/lyft/job/7629311002',
    // A Greenhouse job named by its id alone: its page is sent on to the address that names its board too.
    'https://boards.greenhouse.io/embed/job_app?token=4696427003',
    'https://job-boards.greenhouse.io/embed/job_app?token=6163189&gh_src=x',
    // Eightfold without the company domain its API needs: the page reader reads it.
    'https://albemarle.eightfold.ai/careers/job/1099555326551',
    // Workday shapes whose job the careers-site JSON is not known to answer, and look-alikes.
    'https://capitalone.wd1.myworkdayjobs.com/en-US/Capital_One/details/Technology-Early-Internship-Program---Summer-2025_R189734-1',
    'https://ngc.wd1.myworkdayjobs.com/job/United-States-Virginia-Dulles/Associate-RF-Engineer_R10244551',
    'https://acme.wd1.myworkdayjobs.com/',
    'https://acme.wd1.myworkdayjobs.com/wday/cxs/acme/External/jobs',
    'https://acme.wd1.myworkdayjobs.com/External/job/x',
    'https://acme.myworkdayjobs.com/External/job/x/y_1',
    'https://acme.wd1.myworkdayjobs.com.evil.test/External/job/x/y_1',
    'https://www.myworkday.com/acme',
    // A Paylocity job without its board's GUID (its page names it), and Oracle on a company's own host.
    'https://recruiting.paylocity.com/Recruiting/Jobs/Details/4248451/Fermi-LLC/Corporate-Tax-Director',
    'https://recruiting.paylocity.com/Recruiting/Jobs/Details/2727359',
    'https://enterpriseplatform.dell.com/hcmUI/CandidateExperience/en/sites/CX_1/job/R1',
  ])('leaves %s to the page reader', (text) => {
    expect(read(text)).toBeNull();
  });
});
