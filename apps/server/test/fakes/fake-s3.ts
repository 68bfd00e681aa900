import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeObject = { body: Buffer; contentType: string; modifiedAt: Date };

export type FakeS3 = {
  endpoint: string;
  /** What the bucket holds; a test may age an object by changing its `modifiedAt`. */
  objects: Map<string, FakeObject>;
  requests: string[];
  close: () => Promise<void>;
};

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ListObjectsV2 (GET /{bucket}?list-type=2): keys in order, `max-keys` a page, continued by an opaque token. */
function listObjects(bucket: string, objects: Map<string, FakeObject>, query: URLSearchParams) {
  const prefix = query.get('prefix') ?? '';
  const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000) || 1000, 1000);
  const after = query.get('continuation-token')
    ? Buffer.from(query.get('continuation-token')!, 'base64url').toString()
    : (query.get('start-after') ?? '');
  const encode = query.get('encoding-type') === 'url' ? (key: string) => encodeURIComponent(key).replace(/%2F/g, '/') : (key: string) => key;
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page.map((key) => {
    const object = objects.get(key)!;
    return `<Contents><Key>${xml(encode(key))}</Key><LastModified>${object.modifiedAt.toISOString()}</LastModified><ETag>"fake"</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Name>${xml(bucket)}</Name><Prefix>${xml(encode(prefix))}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>`,
    `<IsTruncated>${truncated}</IsTruncated>`,
    ...contents,
    truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '',
    '</ListBucketResult>',
  ].join('');
}

/**
 * Path-style S3 on 127.0.0.1: PUT, GET and DELETE of /{bucket}/{key} and ListObjectsV2, enough for the file store.
 * It records requests and checks that each is signed (SigV4 Authorization header), not the signature itself.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
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
        objects.set(key, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? ''), modifiedAt: new Date() });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        res.writeHead(200, { 'content-type': 'application/xml' }).end(listObjects(bucket, objects, url.searchParams));
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
