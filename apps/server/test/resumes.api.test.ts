import { resumeMessages } from '@seeker/contract';
import fs from 'node:fs';
import path from 'node:path';
import { createDocx, createExe, createPdf } from '@seeker/agents/testing';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resumes } from '../src/db/schema';
import { multipart } from './support/multipart';
import { createResumeRows } from './support/resume-rows';
import { signInAsGuest, signUpWithEmail } from './support/sign-in';
import { describeWithApp } from './support/test-app';
import { uploadResume } from './support/upload-resume';

const upload = uploadResume;

describeWithApp('resume library', (ctx) => {
  it('uploads a PDF, extracts its text and records the spec metadata', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await upload(ctx.app, guest, 'Ada Lovelace CV.pdf', createPdf(['Ada Lovelace', 'Analyst']), { keywords: ['Engineer'] });
    expect(response.statusCode).toBe(201);
    const resume = response.json();
    expect(resume).toMatchObject({
      title: 'Ada Lovelace CV.pdf',
      type: 'original',
      fileType: 'pdf',
      hasText: true,
      fileUrl: `/api/resumes/${resume.id}/file`,
      metadata: { title: 'Ada Lovelace CV.pdf', uploadSource: 'manual', isOriginal: true, keywords: ['Engineer'], fileType: 'pdf' },
    });
    expect(resume.storagePath).toMatch(new RegExp(`^resumes/${guest.userId}/\\d{13}_[0-9a-f]{8}_Ada_Lovelace_CV\\.pdf$`));
    expect(fs.existsSync(path.join(ctx.filesDir, ...resume.storagePath.split('/')))).toBe(true);
    const [row] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(row?.text).toContain('Ada Lovelace');
  });

  it('uploads DOCX and TXT and lists the primary first (the first upload, which a later one never displaces), then newest first', async () => {
    const guest = await signInAsGuest(ctx.app);
    expect((await upload(ctx.app, guest, 'one.docx', await createDocx(['Grace Hopper']))).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await upload(ctx.app, guest, 'two.txt', Buffer.from('Plain resume'))).toMatchObject({ statusCode: 201 });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/resumes`, headers: { cookie: guest.cookie } });
    expect(list.json().resumes.map((r: { title: string }) => r.title)).toEqual(['one.docx', 'two.txt']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await upload(ctx.app, guest, 'three.txt', Buffer.from('Another resume'))).toMatchObject({ statusCode: 201 });
    const three = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/resumes`, headers: { cookie: guest.cookie } });
    expect(three.json().resumes.map((r: { title: string }) => r.title)).toEqual(['one.docx', 'three.txt', 'two.txt']);
  });

  it('stores a PDF without text but flags it, never inventing text', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await upload(ctx.app, guest, 'scan.pdf', createPdf([]));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ hasText: false, textLength: 0 });
  });

  it('refuses an .exe renamed .pdf and other types with the spec message, and an empty file as empty, storing nothing', async () => {
    const guest = await signInAsGuest(ctx.app);
    for (const [name, bytes] of [
      ['virus.pdf', createExe()],
      ['cv.doc', Buffer.from('old word')],
      ['cv.odt', Buffer.from('not a zip')],
      ['cv.rtf', Buffer.from('plain words')],
      ['cv.txt', createExe()],
    ] as const) {
      const response = await upload(ctx.app, guest, name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file' },
      });
    }
    // A file of a format Seeker reads, named as another, is said to be what it is.
    const named = await upload(ctx.app, guest, 'CV.docx', createPdf(['Ada Lovelace']));
    expect(named.statusCode).toBe(415);
    expect(named.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: resumeMessages.namedAsAnother('a PDF', 'docx', 'pdf') },
    });
    expect(resumeMessages.namedAsAnother('a PDF', 'docx', 'pdf')).toBe(
      'This file is a PDF, though its name ends in .docx. Rename it to end in .pdf and upload it again.',
    );
    // An empty file is said to be empty, whatever its name says it is.
    for (const name of ['cv.pdf', 'cv.docx', 'cv.txt']) {
      const response = await upload(ctx.app, guest, name, Buffer.alloc(0));
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: resumeMessages.empty } });
    }
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
    expect(fs.existsSync(path.join(ctx.filesDir, 'resumes', guest.userId))).toBe(false);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with the spec message', async () => {
    const guest = await signInAsGuest(ctx.app);
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 'a');
    expect((await upload(ctx.app, guest, 'big.txt', tenMb)).statusCode).toBe(201);
    const response = await upload(ctx.app, guest, 'bigger.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 10MB' } });
  });

  it('sanitises a malicious file name for the storage path', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await upload(ctx.app, guest, '../../etc/pass wd.txt', Buffer.from('hello'));
    expect(response.statusCode).toBe(201);
    expect(response.json().storagePath).toMatch(new RegExp(`^resumes/${guest.userId}/\\d+_[0-9a-f]{8}_pass_wd\\.txt$`));
  });

  it('refuses a request without a file, with two files, or with bad metadata', async () => {
    const guest = await signInAsGuest(ctx.app);
    const noFile = multipart([{ name: 'metadata', value: '{}' }]);
    const r1 = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${guest.userId}/resumes`,
      headers: { ...noFile.headers, cookie: guest.cookie },
      payload: noFile.payload,
    });
    expect(r1.statusCode).toBe(400);
    const two = multipart([
      { name: 'file', fileName: 'a.txt', bytes: Buffer.from('a') },
      { name: 'file', fileName: 'b.txt', bytes: Buffer.from('b') },
    ]);
    const r2 = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${guest.userId}/resumes`,
      headers: { ...two.headers, cookie: guest.cookie },
      payload: two.payload,
    });
    expect(r2.statusCode).toBe(400);
    expect((await upload(ctx.app, guest, 'a.txt', Buffer.from('a'), { keywords: 'not a list' })).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${guest.userId}/resumes`,
      headers: { cookie: guest.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
  });

  it('serves the file to its owner and by a signed URL that expires, never to another user', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.txt', Buffer.from('Alice resume'))).json();

    const own = await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: alice.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('Alice resume');
    expect(own.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(own.headers['cache-control']).toBe('private, no-store');

    expect((await ctx.app.inject({ method: 'GET', url: resume.fileUrl })).statusCode).toBe(401);
    const other = await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: bob.cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Unauthorized access to user data');

    const bobSigns = await ctx.app.inject({ method: 'POST', url: `/api/resumes/${resume.id}/signed-url`, headers: { cookie: bob.cookie } });
    expect(bobSigns.statusCode).toBe(403);

    const signed = await ctx.app.inject({ method: 'POST', url: `/api/resumes/${resume.id}/signed-url`, headers: { cookie: alice.cookie } });
    expect(signed.statusCode).toBe(200);
    const { url, expiresAt } = signed.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('Alice resume');
    const tampered = await ctx.app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(403);
  });

  it('names the download after the checked type, whatever the title says', async () => {
    const alice = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.docx', await createDocx(['Ada']), { title: 'payload.exe' })).json();
    const file = await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: alice.cookie } });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="payload.docx"; filename*=UTF-8''payload.docx`);
    const accented = (await upload(ctx.app, alice, "Zoë's CV.pdf", createPdf(['Zoe']))).json();
    const pdf = await ctx.app.inject({ method: 'GET', url: accented.fileUrl, headers: { cookie: alice.cookie } });
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="Zoe_s_CV.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV.pdf`);
  });

  it("explains a damaged file in plain words, not the parser's", async () => {
    const guest = await signInAsGuest(ctx.app);
    const pdf = await upload(ctx.app, guest, 'broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('This PDF could not be read: it may be damaged. Export or print it to a new PDF and upload that.');
    const docx = await upload(
      ctx.app,
      guest,
      'broken.docx',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('word/document.xml [Content_Types].xml'), Buffer.alloc(64)]),
    );
    expect(docx.statusCode).toBe(400);
    expect(docx.json().error.message).toMatch(/^This DOCX file could not be read: it may be damaged/);
  });

  it('strips control characters from titles', async () => {
    const alice = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.txt', Buffer.from('x'), { title: 'My\u0007 CV\r\nInjected: 1' })).json();
    expect(resume.title).toBe('My CVInjected: 1');
    // A right-to-left override would show "evil\u202Efdp.txt" as "eviltxt.pdf".
    const spoofed = (await upload(ctx.app, alice, 'evil\u202Efdp.txt', Buffer.from('x'))).json();
    expect(spoofed.title).toBe('evilfdp.txt');
  });

  it('keeps at most 10 resumes per guest and 50 per account', async () => {
    const alice = await signInAsGuest(ctx.app);
    await ctx.database.db.insert(resumes).values(createResumeRows(alice.userId, 10));
    const response = await upload(ctx.app, alice, 'one-more.txt', Buffer.from('x'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'You have 10 resumes, the most Seeker keeps for a guest. Delete one to make room, or create an account to keep up to 50.',
    );
    const carol = await signUpWithEmail(ctx.app);
    await ctx.database.db.insert(resumes).values(createResumeRows(carol.userId, 49));
    expect((await upload(ctx.app, carol, 'fiftieth.txt', Buffer.from('x'))).statusCode).toBe(201);
    const full = await upload(ctx.app, carol, 'one-more.txt', Buffer.from('x'));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('You have 50 resumes, the most Seeker keeps. Delete one to make room.');
  });

  it('refuses a signed URL once it has expired', async () => {
    const alice = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.txt', Buffer.from('Alice resume'))).json();
    const { createSignedToken } = await import('../src/lib/signed-token');
    const token = createSignedToken('test-signing-secret', { subject: `resume:${resume.id}`, expiresAt: Date.now() - 1 });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/files/${token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('This link is invalid or has expired');
  });

  it("deletes file and record; refuses another user's list, upload and delete", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.txt', Buffer.from('Alice resume'))).json();

    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/resumes`, headers: { cookie: bob.cookie } });
    expect(list.statusCode).toBe(403);
    const foreignUpload = await upload(ctx.app, bob, 'x.txt', Buffer.from('x'), undefined, alice.userId);
    expect(foreignUpload.statusCode).toBe(403);
    const foreignDelete = await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie: bob.cookie } });
    expect(foreignDelete.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(resumes)).toHaveLength(1);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie: alice.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
    expect(fs.existsSync(path.join(ctx.filesDir, ...resume.storagePath.split('/')))).toBe(false);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie: alice.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('deletes the record even when the stored file is already gone', async () => {
    const alice = await signInAsGuest(ctx.app);
    const resume = (await upload(ctx.app, alice, 'cv.txt', Buffer.from('Alice resume'))).json();
    fs.rmSync(path.join(ctx.filesDir, 'resumes'), { recursive: true });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { cookie: alice.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
  });
});
