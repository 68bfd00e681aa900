import fs from 'node:fs';
import path from 'node:path';
import { createHugePng, createTextImage, sharedResumesDir } from '@seeker/agents/testing';
import type { Resume, ResumeStructure } from '@seeker/contract';
import { expect, it } from 'vitest';
import { replaceResumeFile } from './support/replace-resume-file';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, oneDatabaseTarget, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';

const photoLines = [
  'Dana Whitfield',
  'dana.whitfield@example.com',
  'EXPERIENCE',
  'Substitute Teacher, Springfield Public Schools',
  '2016 - 2020',
  '- Taught grades 3 to 8',
  'EDUCATION',
  'Bachelor of Arts in History, Illinois State University, 2012',
];
const everyWorkField = ['position', 'name', 'location', 'startDate', 'endDate', 'highlights'];
const everyEducationField = ['studyType', 'institution', 'startDate', 'endDate'];
const resumes = sharedResumesDir();
// The real scans are read in place from the steering repository's shared/ (never copied here): without it, nothing to upload.
const devScan = resumes && path.join(resumes, 'dev', 'pl_layout2_aerospaceeng_07.pdf');

/** Everything OCR read is marked unsure, and the first problem says why. */
function expectAllUncertain(read: ResumeStructure) {
  expect(read.read.basics.uncertain).toEqual(['name', 'email', 'phone']);
  for (const entry of read.read.work) expect(entry.uncertain).toEqual(everyWorkField);
  for (const entry of read.read.education) expect(entry.uncertain).toEqual(everyEducationField);
  expect(read.read.problems[0]).toMatch(/read from an image by OCR/);
}

// OCR reads the same whatever the database engine: once, on one engine. Tesseract takes seconds a page.
describeWithApp(
  'scanned resumes and photos of resumes, read by OCR',
  (ctx) => {
    const structureOf = async (who: SignedIn, resumeId: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/resumes/${resumeId}/structure`,
        headers: { origin: testOrigin, cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ResumeStructure;
    };

    it('takes a photo of a resume (PNG, JPEG), reads it by OCR and marks every field it read unsure', { timeout: 120_000 }, async () => {
      const who = await signInAsGuest(ctx.app);
      for (const [fileName, format] of [
        ['resume.png', 'png'],
        ['resume photo.jpeg', 'jpeg'],
      ] as const) {
        const upload = await uploadResume(ctx.app, who, fileName, await createTextImage(photoLines, format));
        expect(upload.statusCode, upload.body).toBe(201);
        const resume = upload.json() as Resume;
        expect(resume).toMatchObject({ fileType: format === 'png' ? 'png' : 'jpg', hasText: true, metadata: { readByOcr: true } });
        const read = await structureOf(who, resume.id);
        expect(read.resume.basics.name).toBe('Dana Whitfield');
        expect(read.resume.work.length).toBeGreaterThan(0);
        expectAllUncertain(read);
        const file = await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: who.cookie } });
        expect(file.headers['content-type']).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
      }
    });

    it('refuses an image whose header claims 50,000 × 50,000 pixels before decoding it, and keeps nothing', { timeout: 60_000 }, async () => {
      const who = await signInAsGuest(ctx.app);
      const upload = await uploadResume(ctx.app, who, 'bomb.png', createHugePng(50_000, 50_000));
      expect(upload.statusCode).toBe(422);
      expect(upload.json().error).toEqual({
        code: 'DOCUMENT_LIMIT',
        message:
          'This image is 50000 × 50000 pixels (2500 megapixels); Seeker reads images of up to 40 megapixels. Scan or photograph the resume at 300 dpi and upload that',
      });
      const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}/resumes`, headers: { cookie: who.cookie } });
      expect(list.json().resumes).toEqual([]);
    });

    it('a new file with a text layer is no longer read as OCR', { timeout: 120_000 }, async () => {
      const who = await signInAsGuest(ctx.app);
      const upload = await uploadResume(ctx.app, who, 'resume.png', await createTextImage(photoLines));
      const resumeId = (upload.json() as Resume).id;
      const replaced = await replaceResumeFile(ctx.app, who, resumeId, 'resume.txt', Buffer.from(photoLines.join('\n')));
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect((replaced.json() as Resume).metadata.readByOcr).toBeUndefined();
      const read = await structureOf(who, resumeId);
      expect(read.read.problems.join(' ')).not.toMatch(/OCR/);
      // And back: the scan is OCR'd again, the title and keywords kept.
      const back = await replaceResumeFile(ctx.app, who, resumeId, 'resume.png', await createTextImage(photoLines));
      expect((back.json() as Resume).metadata).toMatchObject({ readByOcr: true, title: 'resume.png' });
    });

    it.skipIf(!devScan)(
      'reads an image-only dev scan: "Check what Seeker read" answers 200, every field marked unsure',
      { timeout: 120_000 },
      async () => {
        const who = await signInAsGuest(ctx.app);
        const upload = await uploadResume(ctx.app, who, 'scan.pdf', fs.readFileSync(devScan!));
        expect(upload.statusCode, upload.body).toBe(201);
        const resume = upload.json() as Resume;
        expect(resume).toMatchObject({ fileType: 'pdf', hasText: true, metadata: { readByOcr: true } });
        const read = await structureOf(who, resume.id);
        expect(read.status).toBe('unchecked');
        expect(read.read.work.length + read.read.education.length).toBeGreaterThan(0);
        expectAllUncertain(read);
      },
    );
  },
  {},
  oneDatabaseTarget(),
);
