import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStore } from '../../storage/file-store';
import type { ExportedFile, UserData } from './collect-user-data';

const readme = `This archive holds everything Seeker keeps for your account, as exported on {date}. seeker-export.json lists every record (your account and how you sign in, profile, preferences, resumes with their extracted text, searches and saved jobs, tailored resumes, cover letters, company research, scheduled searches and their runs, notifications, push subscriptions, agent runs, and your applications' notes, tags, contacts, interviews and follow-ups), with dates in ISO 8601 (UTC), and names each file; files/<resume id>/ holds the files of each resume exactly as stored. A file marked "missing": true in seeker-export.json was no longer in storage when the archive was made. No password, token or session is included.
`;

/**
 * The export as a ZIP stream. Entries are made one at a time, and the next is read only once the
 * client has taken the last (an async generator under Readable.from), so memory holds one file, not
 * the archive. Files are stored as they are (PDF and DOCX are compressed already); the JSON is
 * deflated. It comes last, so it can say which files were missing and how big the others were.
 */
export function exportZipStream(store: FileStore, { document, files }: UserData): Readable {
  return Readable.from(zipChunks(store, document, files), { objectMode: false });
}

async function* zipChunks(store: FileStore, document: UserData['document'], files: UserData['files']): AsyncGenerator<Buffer> {
  const pending: Buffer[] = [];
  const failed: { error?: Error } = {};
  // fflate calls back synchronously for ZipPassThrough and ZipDeflate, so each entry's bytes are in `pending` once pushed.
  const zip = new Zip((error, chunk) => {
    if (error) failed.error = error;
    else pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  });
  const mtime = new Date(document.exportedAt);
  const add = (entry: ZipPassThrough | ZipDeflate, bytes: Uint8Array) => {
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(bytes, true);
    if (failed.error) throw failed.error;
    return pending.splice(0);
  };

  yield* add(new ZipDeflate('README.txt', { level: 6 }), strToU8(readme.replace('{date}', document.exportedAt)));
  const listed: ExportedFile[] = [];
  for (const file of files) {
    const bytes = await store.get(file.storagePath);
    if (!bytes) {
      listed.push({ path: file.path, resumeId: file.resumeId, bytes: null, missing: true });
      continue;
    }
    listed.push({ path: file.path, resumeId: file.resumeId, bytes: bytes.length });
    yield* add(new ZipPassThrough(file.path), bytes);
  }
  yield* add(new ZipDeflate('seeker-export.json', { level: 6 }), strToU8(JSON.stringify({ ...document, files: listed }, null, 2)));
  zip.end();
  if (failed.error) throw failed.error;
  yield* pending.splice(0);
}
