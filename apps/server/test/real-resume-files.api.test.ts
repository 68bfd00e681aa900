import fs from 'node:fs';
import { realResumeFiles, sharedResumesDir } from '@seeker/agents/testing';
import type { Resume } from '@seeker/contract';
import { expect, it } from 'vitest';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp, oneDatabaseTarget, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';

// Every real resume file of shared/data/resumes (178 files people published: Word, Google Docs, Canva, LaTeX,
// InDesign, Europass, DOCX, DOC, ODT, scans read by OCR) uploaded as the app does, then "Check what Seeker read"
// opened: always a 200. What is read is measured by bench/resume-reading.ts, not here (the hold-out is scored only there).
const files = realResumeFiles();
const skipReason = sharedResumesDir() ? undefined : 'shared/data/resumes is absent beside this clone';

describeWithApp(
  'real resume files through the API',
  (ctx) => {
    it.skipIf(skipReason !== undefined)(
      `uploads every file and opens its structure without a server error${skipReason ? ` (skipped: ${skipReason})` : ''}`,
      async () => {
        const who = await signInAsGuest(ctx.app);
        const failures: string[] = [];
        const statuses = new Map<string, number>();
        for (const file of files) {
          const upload = await uploadResume(ctx.app, who, file.fileName, fs.readFileSync(file.absolutePath));
          statuses.set(`upload ${upload.statusCode}`, (statuses.get(`upload ${upload.statusCode}`) ?? 0) + 1);
          if (upload.statusCode !== 201) failures.push(`${file.file}: upload ${upload.statusCode} ${upload.body.slice(0, 200)}`);
          if (upload.statusCode !== 201) continue;
          const resume = upload.json() as Resume;
          const structure = await ctx.app.inject({
            method: 'GET',
            url: `/api/resumes/${resume.id}/structure`,
            headers: { origin: testOrigin, cookie: who.cookie },
          });
          statuses.set(`structure ${structure.statusCode}`, (statuses.get(`structure ${structure.statusCode}`) ?? 0) + 1);
          // Scans too: a file with no text layer is read by OCR, so every file answers 200.
          if (structure.statusCode !== 200) failures.push(`${file.file}: structure ${structure.statusCode} ${structure.body.slice(0, 300)}`);
          await ctx.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: { origin: testOrigin, cookie: who.cookie } });
        }
        console.log(`real resume files: ${files.length}; ${[...statuses].map(([what, count]) => `${what} × ${count}`).join(', ')}`);
        expect(failures).toEqual([]);
      },
      600_000,
    );
  },
  {},
  oneDatabaseTarget(),
);
