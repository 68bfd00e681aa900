import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '../src/storage/s3';
import { startFakeS3, type FakeS3 } from './fakes/fake-s3';

describe('S3 file store against a fake S3 on loopback', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('resumes-bucket');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, gets and deletes objects under their keys in the bucket, signed', async () => {
    const store = createS3FileStore({
      endpoint: s3.endpoint,
      bucket: 'resumes-bucket',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      region: 'us-east-1',
    });
    await store.put('resumes/u1/123_cv.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect(s3.objects.get('resumes/u1/123_cv.pdf')).toMatchObject({ body: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' });
    expect((await store.get('resumes/u1/123_cv.pdf'))?.toString()).toBe('%PDF-1.4 test');
    await store.delete('resumes/u1/123_cv.pdf');
    expect(await store.get('resumes/u1/123_cv.pdf')).toBeUndefined();
    expect(s3.requests).toEqual([
      'PUT /resumes-bucket/resumes/u1/123_cv.pdf',
      'GET /resumes-bucket/resumes/u1/123_cv.pdf',
      'DELETE /resumes-bucket/resumes/u1/123_cv.pdf',
      'GET /resumes-bucket/resumes/u1/123_cv.pdf',
    ]);
  });

  it('refuses a key that could escape its folder, before any request', async () => {
    const store = createS3FileStore({
      endpoint: s3.endpoint,
      bucket: 'resumes-bucket',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      region: 'us-east-1',
    });
    const before = s3.requests.length;
    await expect(store.put('resumes/../secrets', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    expect(s3.requests.length).toBe(before);
  });

  it('surfaces a storage failure (wrong bucket) as an error rather than a missing file', async () => {
    const store = createS3FileStore({
      endpoint: s3.endpoint,
      bucket: 'other-bucket',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      region: 'us-east-1',
    });
    await expect(store.get('resumes/u1/x.pdf')).rejects.toThrow();
  });
});
