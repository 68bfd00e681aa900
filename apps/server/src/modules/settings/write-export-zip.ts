import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStore } from '../../storage/file-store';
import type { ExportedFile, UserData } from './collect-user-data';
import { prettyJsonPieces, utf8Chunks } from './export-json';

const readme = `This archive holds everything Seeker keeps for your account, as exported on {date}. seeker-export.json lists every record (your account and how you sign in, profile, preferences, resumes with their extracted text, searches and saved jobs, tailored resumes, cover letters, company research, scheduled searches and their runs, notifications, push subscriptions, agent runs, and your applications' notes, tags, contacts, interviews and follow-ups), with dates in ISO 8601 (UTC), and names each file; files/<resume id>/ holds the files of each resume exactly as stored. A file marked "missing": true in seeker-export.json was no longer in storage when the archive was made. No password, token or session is included.
`;

/**
 * How much of an entry is compressed (or checksummed) in one step before the export gives the event
 * loop a turn: 64 K characters of JSON deflate in a few milliseconds, so other requests wait no longer.
 */
export const exportChunkChars = 64 * 1024;
const fileChunkBytes = 1024 * 1024;

/**
 * The export as a ZIP stream. Entries are made one at a time, and the next is read only once the
 * client has taken the last (an async generator under Readable.from), so memory holds one file, not
 * the archive. Files are stored as they are (PDF and DOCX are compressed already); the JSON is
 * deflated. It comes last, so it can say which files were missing and how big the others were.
 *
 * Each entry goes in by chunks, with a turn of the event loop after each (`setImmediate`): a user with
 * a thousand 50,000-character jobs has 100 MB of JSON, which deflated in one go held every other
 * request for seconds. `onStep` is told of each turn given (tests count them).
 */
export function exportZipStream(store: FileStore, { document, files }: UserData, onStep?: () => void): Readable {
  return Readable.from(zipChunks(store, document, files, onStep), { objectMode: false });
}

async function* zipChunks(
  store: FileStore,
  document: UserData['document'],
  files: UserData['files'],
  onStep: (() => void) | undefined,
): AsyncGenerator<Buffer> {
  const pending: Buffer[] = [];
  const failed: { error?: Error } = {};
  // fflate calls back synchronously for ZipPassThrough and ZipDeflate, so each chunk's bytes are in `pending` once pushed.
  const zip = new Zip((error, chunk) => {
    if (error) failed.error = error;
    else pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  });
  const mtime = new Date(document.exportedAt);
  const drained = () => {
    if (failed.error) throw failed.error;
    return pending.splice(0);
  };
  /** One entry, its bytes pushed chunk by chunk, each chunk's output handed on before the event loop's turn. */
  async function* add(entry: ZipPassThrough | ZipDeflate, chunks: Iterable<Uint8Array>) {
    entry.mtime = mtime;
    zip.add(entry);
    for (const chunk of chunks) {
      entry.push(chunk, false);
      yield* drained();
      await nextTurn();
      onStep?.();
    }
    entry.push(new Uint8Array(0), true);
    yield* drained();
  }

  yield* add(new ZipDeflate('README.txt', { level: 6 }), [strToU8(readme.replace('{date}', document.exportedAt))]);
  const listed: ExportedFile[] = [];
  for (const file of files) {
    const bytes = await store.get(file.storagePath);
    if (!bytes) {
      listed.push({ path: file.path, resumeId: file.resumeId, bytes: null, missing: true });
      continue;
    }
    listed.push({ path: file.path, resumeId: file.resumeId, bytes: bytes.length });
    yield* add(new ZipPassThrough(file.path), slices(bytes, fileChunkBytes));
  }
  yield* add(new ZipDeflate('seeker-export.json', { level: 6 }), utf8Chunks(prettyJsonPieces({ ...document, files: listed }), exportChunkChars));
  zip.end();
  yield* drained();
}

function* slices(bytes: Uint8Array, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
