import type { TailoringRecord } from '@seeker/contract';
import type { resumes, resumeTailorings } from '../../db/schema';

export function toTailoringRecord(
  tailoring: typeof resumeTailorings.$inferSelect,
  resume: Pick<typeof resumes.$inferSelect, 'id' | 'title'>,
): TailoringRecord {
  return {
    id: tailoring.id,
    jobId: tailoring.jobId,
    jobTitle: tailoring.jobTitle,
    company: tailoring.company,
    resumeId: resume.id,
    originalResumeId: tailoring.originalResumeId,
    filename: `${resume.title}.pdf`,
    pdfUrl: `/api/resumes/${resume.id}/file`,
    docxUrl: `/api/resumes/${resume.id}/file?format=docx`,
    result: tailoring.result,
    createdAt: tailoring.createdAt.toISOString(),
  };
}
