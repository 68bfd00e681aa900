import crypto from 'node:crypto';
import { resumeMessages, type ResumeFileType } from '@seeker/contract';
import { detectResumeType, resumeTypeOfContent } from '@seeker/agents';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, userProfiles } from '../../db/schema';
import type { DocumentReader } from '../../documents/document-reader';
import { AppError } from '../../lib/app-error';
import { contentTypes } from '../../storage/content-types';
import type { FileStore } from '../../storage/file-store';
import { assertLibraryHasRoom } from './library-limit';
import { primaryResumeId } from './primary-resume';
import { readResumeText } from './read-resume-text';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import { toResumeDto } from './to-resume-dto';
import { lockOwner } from '../auth';

export type UploadInput = {
  userId: string;
  fileName: string;
  bytes: Buffer;
  title?: string | undefined;
  keywords: string[];
};

/**
 * Titles are shown and used in file names: no control characters, and no bidirectional controls (a
 * right-to-left override shows "evil\u202Efdp.txt" as "eviltxt.pdf"); bounded length.
 */
function cleanTitle(value: string) {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .trim()
      .slice(0, 200)
  );
}

const kinds: Record<Exclude<ResumeFileType, 'txt'>, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (DOCX)',
  doc: 'a Word 97–2003 document (DOC)',
  odt: 'an OpenDocument text (ODT)',
  rtf: 'a Rich Text document (RTF)',
  png: 'a PNG image',
  jpg: 'a JPEG image',
};

/** Why a file is refused: what it really is where the name says another format Seeker reads, else the spec's words. */
function wrongTypeMessage(fileName: string, bytes: Uint8Array) {
  const actual = resumeTypeOfContent(bytes);
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  return actual && extension ? resumeMessages.namedAsAnother(kinds[actual], extension, actual) : resumeMessages.wrongType;
}

/** Checks a file by its content and reads its text in the bounded document reader; nothing is stored. */
export async function readResumeFile(documents: Pick<DocumentReader, 'read'>, input: Pick<UploadInput, 'userId' | 'fileName' | 'bytes'>) {
  // An empty file is no file of any type: say so rather than that its type is wrong.
  if (input.bytes.length === 0) throw new AppError('VALIDATION_ERROR', resumeMessages.empty);
  const fileType = detectResumeType(input.fileName, input.bytes);
  if (!fileType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongTypeMessage(input.fileName, input.bytes));
  return { fileType, ...(await readResumeText(documents, fileType, input.bytes, input.userId)) };
}

/**
 * Checks and reads a file (readResumeFile) and stores it at `resumes/{uid}/{timestamp}_{name}`. A file with no
 * text is kept (the record flags it), never given sample text.
 */
export async function storeResumeFile(
  files: FileStore,
  documents: Pick<DocumentReader, 'read'>,
  input: Pick<UploadInput, 'userId' | 'fileName' | 'bytes'>,
  now: Date,
) {
  const { fileType, text, ocr, layout } = await readResumeFile(documents, input);
  const displayName = cleanTitle(input.fileName.split(/[\\/]/).pop() ?? '') || `resume.${fileType}`;
  // The spec's `{timestamp}_{name}`, plus a random part: two uploads of one name in one millisecond must not share a file.
  const storagePath = `resumes/${input.userId}/${now.getTime()}_${crypto.randomBytes(4).toString('hex')}_${sanitizeFileName(input.fileName, fileType)}`;
  await files.put(storagePath, input.bytes, contentTypes[fileType]);
  return { fileType, text, ocr, layout: layout ?? null, displayName, storagePath, fileSize: input.bytes.length };
}

/** Stores the file (see storeResumeFile) and records it as a new original resume. */
export async function uploadResume(db: Db, files: FileStore, documents: Pick<DocumentReader, 'read'>, input: UploadInput, now = new Date()) {
  // Cheap early answer; the count that decides is taken again under a lock below.
  await assertLibraryHasRoom(db, input.userId, input.bytes.length);
  const { fileType, text, ocr, layout, displayName, storagePath, fileSize } = await storeResumeFile(files, documents, input, now);
  const title = (input.title && cleanTitle(input.title)) || displayName;

  try {
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, input.userId);
      await assertLibraryHasRoom(tx, input.userId, fileSize);
      // The resume that was primary stays primary: a new upload never takes its place unasked (issue 68). Until
      // one is marked, the primary is the newest upload, so the one that was is marked before this one lands.
      const primaryBefore = await primaryResumeId(tx, input.userId);
      const [inserted] = await tx
        .insert(resumes)
        .values({
          id: crypto.randomUUID(),
          userId: input.userId,
          title,
          type: 'original',
          fileType,
          fileSize,
          storagePath,
          text,
          hasText: text.length > 0,
          layout,
          metadata: { title, uploadSource: 'manual', isOriginal: true, keywords: input.keywords, ...(ocr ? { readByOcr: true } : {}) },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (primaryBefore)
        await tx
          .update(userProfiles)
          .set({ primaryResumeId: primaryBefore })
          .where(and(eq(userProfiles.userId, input.userId), isNull(userProfiles.primaryResumeId)));
      return inserted!;
    });
    return toResumeDto(row);
  } catch (error) {
    // No record, no file: don't leave an orphan in the store.
    await files.delete(storagePath).catch(() => undefined);
    throw error;
  }
}
