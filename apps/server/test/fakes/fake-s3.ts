import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: string[];
  close: () => Promise<void>;
};

/**
 * Path-style S3 on 127.0.0.1: PUT, GET and DELETE of /{bucket}/{key}, enough for the file store.
 * It records requests and checks that each is signed (SigV4 Authorization header), not the signature itself.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, requestBucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${req.method} ${url.pathname}`);
    if (requestBucket !== bucket || !String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
