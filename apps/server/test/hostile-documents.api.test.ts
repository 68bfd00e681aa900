import fs from 'node:fs';
import path from 'node:path';
import { createDocumentReader } from '../src/documents/document-reader';
import {
  createEntityExpansionDocx,
  createLyingZipDocx,
  createPdf,
  createPdfTextBomb,
  createPolyglotPdf,
  createXxeDocx,
} from '@seeker/agents/testing';
import { expect, it } from 'vitest';
import type { App } from '../src/app';
import { resumes } from '../src/db/schema';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { createTestApp, describeWithApp, oneDatabaseTarget } from './support/test-app';
import { uploadResume } from './support/upload-resume';
import { whileResponsive } from './support/while-responsive';

const megabyte = 1024 * 1024;

type Measured = { status: number; body: string; peakGrowthMb: number; slowestLiveMs: number; liveChecks: number };

/** Uploads while a second client asks /api/health/live and memory is sampled: what one hostile file costs everyone else. */
async function uploadMeasured(app: App, who: SignedIn, fileName: string, bytes: Buffer): Promise<Measured> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const { result: response, slowestMs, checks } = await whileResponsive(app, () => uploadResume(app, who, fileName, bytes));
    return {
      status: response.statusCode,
      body: response.body,
      peakGrowthMb: Math.round((peak - baseline) / megabyte),
      slowestLiveMs: slowestMs,
      liveChecks: checks,
    };
  } finally {
    clearInterval(sampler);
  }
}

const hostile = [
  { name: 'a DOCX whose zip headers lie (claims 4 KB, inflates to 1 GiB)', fileName: 'lying.docx', build: () => createLyingZipDocx() },
  { name: 'a PDF whose content stream inflates to a ~200 MB text run', fileName: 'bomb.pdf', build: () => createPdfTextBomb() },
  { name: 'a DOCX with an external entity (XXE)', fileName: 'xxe.docx', build: () => createXxeDocx() },
  { name: 'a DOCX with nested entity expansion (billion laughs)', fileName: 'laughs.docx', build: () => createEntityExpansionDocx() },
];

// What a document costs to read does not depend on the database engine: once, on one engine.
describeWithApp(
  'hostile documents',
  (ctx) => {
    it.each(hostile)('refuses $name within limits while the server keeps answering', async ({ fileName, build }) => {
      const guest = await signInAsGuest(ctx.app);
      // Warm the readers first, so the figure is what the hostile file costs, not pdf.js loading.
      expect((await uploadResume(ctx.app, guest, 'warm.pdf', createPdf(['warm up']))).statusCode).toBe(201);
      const bytes = await build();
      const result = await uploadMeasured(ctx.app, guest, fileName, bytes);
      console.log(
        `[${ctx.target}] ${fileName} (${Math.round(bytes.length / 1024)} KB): ${result.status}, peak growth ${result.peakGrowthMb} MB, slowest /api/health/live ${result.slowestLiveMs} ms over ${result.liveChecks} checks`,
      );
      expect(result.status).toBe(422);
      const error = JSON.parse(result.body).error;
      expect(error.code).toBe('DOCUMENT_LIMIT');
      expect(error.message).toMatch(/\d+ ?MB|DOCTYPE|entit/i);
      expect(result.body).not.toContain('root:x:0');
      expect(result.peakGrowthMb).toBeLessThan(200);
      expect(result.slowestLiveMs).toBeLessThan(1000);
      // Refused means nothing kept: one record (the warm-up) and no stray file.
      expect(await ctx.database.db.select().from(resumes)).toHaveLength(1);
      const stored = fs.readdirSync(path.join(ctx.filesDir, 'resumes', guest.userId));
      expect(stored).toHaveLength(1);
    });

    it('reads a PDF that keeps a worker busy for seconds (an 8 MB text run) while the server answers within 1 s throughout', async () => {
      // About responsiveness, not the deadline (next test): a deadline no busy CI machine reaches.
      const app = await createTestApp(ctx.database, { documents: createDocumentReader({ timeoutMs: 120_000 }), filesDir: ctx.filesDir });
      try {
        const guest = await signInAsGuest(app);
        expect((await uploadResume(app, guest, 'warm.pdf', createPdf(['warm up']))).statusCode).toBe(201);
        const bytes = createPdfTextBomb({ inflatedBytes: 8 * megabyte });
        const result = await uploadMeasured(app, guest, 'heavy.pdf', bytes);
        console.log(
          `[${ctx.target}] heavy.pdf (${Math.round(bytes.length / 1024)} KB): ${result.status}, peak growth ${result.peakGrowthMb} MB, slowest /api/health/live ${result.slowestLiveMs} ms over ${result.liveChecks} checks`,
        );
        expect(result.status).toBe(201);
        // Seconds of pdf.js work, all of it off the request thread.
        expect(result.liveChecks).toBeGreaterThan(10);
        expect(result.slowestLiveMs).toBeLessThan(1000);
        expect(result.peakGrowthMb).toBeLessThan(200);
      } finally {
        await app.close();
      }
    });

    it('stops a read at its deadline with a 422 naming it, and keeps nothing', async () => {
      const app = await createTestApp(ctx.database, { documents: createDocumentReader({ timeoutMs: 1500 }) });
      try {
        const guest = await signInAsGuest(app);
        const response = await uploadResume(app, guest, 'slow.pdf', createPdfTextBomb({ inflatedBytes: 20 * megabyte }));
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toEqual({ code: 'DOCUMENT_LIMIT', message: 'This file took longer than 1.5 seconds to read' });
        expect(await ctx.database.db.select().from(resumes)).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('stores a PDF that is also an HTML page as a PDF, served so no browser runs it as a page', async () => {
      const guest = await signInAsGuest(ctx.app);
      const upload = await uploadResume(ctx.app, guest, 'polyglot.pdf', await createPolyglotPdf());
      expect(upload.statusCode).toBe(201);
      const resume = upload.json();
      expect(resume.fileType).toBe('pdf');
      const file = await ctx.app.inject({ method: 'GET', url: resume.fileUrl, headers: { cookie: guest.cookie } });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="polyglot\.pdf"/);
    });
  },
  {},
  oneDatabaseTarget(),
);
