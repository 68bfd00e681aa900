import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../storage/file-store';
import type { UserData } from './collect-user-data';
import { exportZipStream } from './write-export-zip';

/**
 * Streams the export as a download named for its day, never kept by any cache. `finished` is called
 * once the archive is over: sent, failed, or dropped by a client that went away.
 */
export function sendExport(reply: FastifyReply, files: FileStore, data: UserData, finished: () => void) {
  const stream = exportZipStream(files, data);
  stream.once('close', finished);
  reply.raw.once('close', finished);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="seeker-export-${data.document.exportedAt.slice(0, 10)}.zip"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
