import { createPdf } from '@seeker/agents/testing';
import { expect, it } from 'vitest';
import type { App } from '../src/app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp } from './support/test-app';
import { uploadResume } from './support/upload-resume';

/** One file (a PDF unless told) whose multipart header names it as `disposition` says (the file part's own parameters, as sent). */
function uploadNamed(app: App, who: SignedIn, disposition: string, file = { bytes: createPdf(['Ada Lovelace']), type: 'application/pdf' }) {
  const boundary = '----seekerFileNames';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/users/${who.userId}/resumes`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: who.cookie },
    payload,
  });
}

describeWithApp('resume file names', (ctx) => {
  const download = async (who: SignedIn, resume: { fileUrl: string }) =>
    (await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: who.cookie } })).headers['content-disposition'];

  it('takes a percent-encoded file name as the name it encodes, and names the download with it encoded once', async () => {
    const alice = await signInAsGuest(ctx.app);
    for (const disposition of [
      // Some clients percent-encode the name in the plain parameter...
      'filename="My%20CV.pdf"',
      // ...or send it in the RFC 5987 one, whose escapes are the encoding itself.
      "filename*=UTF-8''My%20CV.pdf",
    ]) {
      const uploaded = await uploadNamed(ctx.app, alice, disposition);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const resume = uploaded.json() as { title: string; storagePath: string; fileUrl: string };
      expect(resume.title, disposition).toBe('My CV.pdf');
      expect(resume.storagePath).toMatch(/_My_CV\.pdf$/);
      expect(await download(alice, resume)).toBe(`inline; filename="My_CV.pdf"; filename*=UTF-8''My%20CV.pdf`);
    }
  });

  it('decodes a name sent as RFC 5987 filename* once, as busboy does, not a second time', async () => {
    const alice = await signInAsGuest(ctx.app);
    const text = { bytes: Buffer.from('Ada Lovelace, analyst'), type: 'text/plain' };
    // "My%2520CV.txt" encodes the name "My%20CV.txt": its owner typed the "%20".
    const uploaded = await uploadNamed(ctx.app, alice, "filename*=UTF-8''My%2520CV.txt", text);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const resume = uploaded.json() as { title: string; fileUrl: string };
    expect(resume.title).toBe('My%20CV.txt');
    expect(await download(alice, resume)).toBe(`attachment; filename="My_20CV.txt"; filename*=UTF-8''My%2520CV.txt`);
    // The parameter busboy keeps is the last one: here the plain one, so it is decoded.
    const plainLast = await uploadNamed(ctx.app, alice, `filename*=UTF-8''Other.txt; filename="My%20CV.txt"`, text);
    expect(plainLast.statusCode, plainLast.body).toBe(201);
    expect((plainLast.json() as { title: string }).title).toBe('My CV.txt');
  });

  it('decodes a name once, keeps what is not percent-encoding as typed, and still drops the controls a decoded name may hold', async () => {
    const alice = await signInAsGuest(ctx.app);
    const titleOf = async (fileName: string) => {
      const response = await uploadResume(ctx.app, alice, fileName, createPdf(['Ada']));
      expect(response.statusCode, `${fileName} ${response.body}`).toBe(201);
      return response.json() as { title: string; fileUrl: string };
    };
    // Once: "%2520" is a name that holds "%20".
    const twice = await titleOf('Report%2520final.pdf');
    expect(twice.title).toBe('Report%20final.pdf');
    expect(await download(alice, twice)).toBe(`inline; filename="Report_20final.pdf"; filename*=UTF-8''Report%2520final.pdf`);
    // Not percent-encoding (a lone "%", bytes that are no UTF-8): kept as typed.
    expect((await titleOf('100% me.pdf')).title).toBe('100% me.pdf');
    expect((await titleOf('Zo%E9%20CV.pdf')).title).toBe('Zo%E9 CV.pdf');
    expect((await titleOf('Zo%C3%AB%20CV.pdf')).title).toBe('Zoë CV.pdf');
    // A right-to-left override or a line break spelled as escapes is removed like a typed one.
    expect((await titleOf('evil%E2%80%AEfdp.txt.pdf')).title).toBe('evilfdp.txt.pdf');
    expect((await titleOf('CV%0D%0AInjected.pdf')).title).toBe('CVInjected.pdf');
    // An encoded path is no path: only the name is kept.
    expect((await titleOf('..%2F..%2Fetc%2Fcv.pdf')).title).toBe('cv.pdf');
  });
});
