import crypto from 'node:crypto';
import type { TailoredResume } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { DocumentRenderer } from '../../rendering/document-renderer';
import { resumes, resumeTailorings } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { contentTypes } from '../../storage/content-types';
import { lockOwner } from '../auth';
import { assertLibraryHasRoom } from '../resumes';

export type TailoringTarget = { userId: string; jobId: string | null; jobTitle: string; company: string; originalResumeId: string | null };

/** Spec part 2 section 9: "Resume for {job title} at {company}", or "Tailored Resume". */
export function tailoredTitle(jobTitle: string, company: string) {
  if (jobTitle && company) return `Resume for ${jobTitle} at ${company}`;
  if (jobTitle) return `Resume for ${jobTitle}`;
  return 'Tailored Resume';
}

/**
 * Renders the tailored resume as PDF and DOCX (in the renderer's worker), stores both privately under `resumes/{uid}/`, and records
 * it as a resume of type "tailored" with its tailoring, in one transaction. Files are removed again
 * when the records cannot be written: nothing half-stored is left behind.
 */
export async function storeTailoredResume(
  deps: { db: Db; files: FileStore; renderer: DocumentRenderer },
  target: TailoringTarget,
  result: TailoredResume,
  now = new Date(),
) {
  const { db, files, renderer } = deps;
  const title = tailoredTitle(target.jobTitle, target.company);
  const pdf = await renderer.render({ kind: 'resume', resume: result.resume, format: 'pdf', title }, target.userId);
  const docx = await renderer.render({ kind: 'resume', resume: result.resume, format: 'docx', title }, target.userId);
  const stem = `resumes/${target.userId}/${now.getTime()}_${crypto.randomBytes(4).toString('hex')}_${sanitizeFileName(`${title.replace(/[\\/]/g, '-')}.pdf`, 'pdf').replace(/\.pdf$/, '')}`;
  const [pdfPath, docxPath] = [`${stem}.pdf`, `${stem}.docx`];
  await files.put(pdfPath, pdf, contentTypes.pdf);
  try {
    await files.put(docxPath, docx, contentTypes.docx);
    return await db.transaction(async (tx) => {
      await lockOwner(tx, target.userId);
      await assertLibraryHasRoom(tx, target.userId, pdf.length + docx.length);
      const resumeId = crypto.randomUUID();
      const [resume] = await tx
        .insert(resumes)
        .values({
          id: resumeId,
          userId: target.userId,
          title,
          type: 'tailored',
          fileType: 'pdf',
          fileSize: pdf.length,
          storagePath: pdfPath,
          text: result.text,
          hasText: result.text.length > 0,
          metadata: {
            title,
            uploadSource: 'ai_generated',
            isOriginal: false,
            keywords: result.after.skills.filter((skill) => skill.found !== 'missing').map((skill) => skill.skill),
            description: `Tailored for ${target.jobTitle || 'a job description'}${target.company ? ` at ${target.company}` : ''}: match ${result.before.score} → ${result.after.score}`,
            relatedJobId: target.jobId,
            relatedCompany: target.company,
            relatedRole: target.jobTitle,
            originalResumeId: target.originalResumeId,
            customizations: result.changes.map((change) => change.title),
            docxPath,
          },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [tailoring] = await tx
        .insert(resumeTailorings)
        .values({
          id: crypto.randomUUID(),
          userId: target.userId,
          jobId: target.jobId,
          jobTitle: target.jobTitle,
          company: target.company,
          resumeId,
          originalResumeId: target.originalResumeId,
          result,
          createdAt: now,
        })
        .returning();
      return { resume: resume!, tailoring: tailoring! };
    });
  } catch (error) {
    await Promise.all([files.delete(pdfPath), files.delete(docxPath)].map((deleting) => deleting.catch(() => undefined)));
    throw error;
  }
}
