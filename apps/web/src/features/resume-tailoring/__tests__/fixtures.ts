import type { MatchAnalysis, Resume, TailoringRecord, TailorResumeResponse } from '@seeker/contract';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch, type MockRequest } from '@/test/mock-fetch';
import { resumeFixture as sharedResumeFixture, resumeList } from '@/test/resume-list';

export const userId = 'user-1';
export const user = { id: userId, isAnonymous: true, name: 'Guest', email: '' };

/** The tailoring screen's resume: Maya's PDF, read in full. */
export function resumeFixture(overrides: Partial<Resume> = {}): Resume {
  return sharedResumeFixture({ title: 'maya.pdf', textLength: 1200, createdAt: '2026-11-01T00:00:00.000Z', ...overrides });
}

function analysis(score: number, found: 'exact' | 'synonym' | 'missing'): MatchAnalysis {
  return {
    score,
    parts: [
      { key: 'required', label: 'Required skills', earned: score / 3, max: 45, detail: '1 of 2 required skills' },
      { key: 'preferred', label: 'Preferred skills', earned: 0, max: 0, detail: '0 of 0 preferred skills (not scored)' },
    ],
    skills: [
      { skill: 'Kubernetes', importance: 'required', found, prominent: found === 'exact' },
      { skill: 'GraphQL', importance: 'required', found: 'missing', prominent: false },
    ],
    keywords: [{ term: 'frontend', found: true }],
  };
}

export const tailoringRecord: TailoringRecord = {
  id: 'tailoring-1',
  jobId: null,
  jobTitle: 'Frontend Engineer',
  company: 'Sample Company',
  resumeId: 'resume-9',
  originalResumeId: 'resume-1',
  filename: 'Resume for Frontend Engineer at Sample Company.pdf',
  pdfUrl: '/api/resumes/resume-9/file',
  docxUrl: '/api/resumes/resume-9/file?format=docx',
  result: {
    resume: {
      contact: { name: 'Maya', headline: '', email: '', phone: '', location: '', links: [] },
      summary: '',
      experience: [],
      education: [],
      skills: [],
      other: [],
    },
    text: 'Maya\n\nSKILLS\nKubernetes',
    before: analysis(40, 'synonym'),
    after: analysis(70, 'exact'),
    changes: [
      { section: 'experience', kind: 'reworded', title: 'Named as the posting does, at Acme', before: '• Ran k8s', after: '• Ran Kubernetes' },
    ],
    suggestions: [
      { term: 'GraphQL', importance: 'required', advice: 'The posting requires GraphQL. If you have used it, say where and how in a bullet.' },
    ],
    engine: 'deterministic',
    notes: [],
  },
  createdAt: '2026-11-22T10:00:00.000Z',
};

export const tailorResponse: TailorResumeResponse = {
  content: {
    resume_text: tailoringRecord.result.text,
    public_url: tailoringRecord.pdfUrl,
    signed_url: '/api/files/token-1',
    signed_url_expires_at: '2026-11-22T10:15:00.000Z',
    filename: tailoringRecord.filename,
    status: 'success',
  },
  tailoring: tailoringRecord,
};

export function fakeApi(routes: Record<string, (request: MockRequest) => Response | Promise<Response>> = {}) {
  return mockFetch({
    [`GET /api/users/${userId}/resumes`]: () =>
      jsonResponse(resumeList([resumeFixture({ id: 'resume-7', title: 'old-tailored.pdf', type: 'tailored' }), resumeFixture()])),
    [`GET /api/users/${userId}/jobs`]: () =>
      jsonResponse({
        jobs: [createSavedJob({ title: 'Platform Engineer', company: 'Globex', description: 'Requirements: Kubernetes' })],
        total: 1,
        nextOffset: null,
      }),
    'POST /api/agents/tailor-resume': () => jsonResponse(tailorResponse),
    ...routes,
  });
}
