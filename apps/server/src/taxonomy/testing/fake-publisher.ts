import { createServer, type Server } from 'node:http';

/**
 * How the fake publisher answers a file: whole, ignoring a Range asked, cut off after some bytes (once), with another status, compressed, or
 * by sending the client on to another address.
 */
export type PublishedFile = {
  body: Buffer;
  ignoresRange?: boolean;
  cutAfter?: number;
  status?: number;
  contentEncoding?: string;
  redirectTo?: string;
  /** Its version: sent as ETag, and a Range asked If-Range another version is answered with the whole file. */
  etag?: string;
};

/**
 * A publisher's download server on 127.0.0.1 for the taxonomy download's tests: serves named files, answers a
 * Range with 206 like ESCO's and O*NET's servers, and records what was asked.
 */
export async function startFakePublisher(files: Record<string, PublishedFile>) {
  const requests: { path: string; range: string | undefined; ifRange: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname.slice(1));
    const ifRange = request.headers['if-range'];
    requests.push({ path, range: request.headers.range, ifRange: typeof ifRange === 'string' ? ifRange : undefined });
    const file = files[path];
    if (!file) return response.writeHead(404).end();
    if (file.redirectTo) return response.writeHead(302, { location: file.redirectTo }).end();
    if (file.status) return response.writeHead(file.status).end();
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const stale = file.etag !== undefined && request.headers['if-range'] !== undefined && request.headers['if-range'] !== file.etag;
    const start = range && !file.ignoresRange && !stale ? Number(range[1]) : 0;
    // As RFC 9110 asks: a range past the end is refused, stating the file's length.
    if (start >= file.body.length && start > 0) return response.writeHead(416, { 'content-range': `bytes */${file.body.length}` }).end();
    const part = file.body.subarray(start);
    response.writeHead(start > 0 ? 206 : 200, {
      'content-length': part.length,
      ...(start > 0 ? { 'content-range': `bytes ${start}-${file.body.length - 1}/${file.body.length}` } : {}),
      ...(file.contentEncoding ? { 'content-encoding': file.contentEncoding } : {}),
      ...(file.etag ? { etag: file.etag } : {}),
    });
    if (file.cutAfter !== undefined) {
      const cut = file.cutAfter;
      delete file.cutAfter;
      // Destroyed a moment after: what was sent reaches the client first, as when a connection drops mid-file.
      response.write(part.subarray(0, cut), () => setTimeout(() => response.destroy(), 100));
      return;
    }
    response.end(part);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (name: string) => `http://127.0.0.1:${port}/${encodeURIComponent(name)}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
