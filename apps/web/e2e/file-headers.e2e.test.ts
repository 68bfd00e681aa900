import { createPdf, resumeFixtures } from '@seeker/agents/testing';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inlineFilePolicy } from '../../server/src/http/file-response-headers';
import { newPage, signInAsGuest, useServerAndBrowser } from './support/browser';

/** Uploads a PDF and tailors a resume as the signed-in page, and returns a signed link to each PDF. */
async function signedPdfLinks(page: Page, pdf: Buffer) {
  return page.evaluate(
    async ({ bytes, resumeText }) => {
      const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'maya-patel.pdf');
      const uploaded = await fetch(`/api/users/${session.user.id}/resumes`, { method: 'POST', body: form });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const tailored = await fetch('/api/agents/tailor-resume', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Tailor',
          context: { user_id: session.user.id, resume_text: resumeText, job_description: 'Requirements\n- React\n- TypeScript' },
          session_id: `resume-${Date.now()}`,
        }),
      });
      if (tailored.status !== 200) throw new Error(`tailor: ${tailored.status} ${await tailored.text()}`);
      const list = (await (await fetch(`/api/users/${session.user.id}/resumes`)).json()) as { resumes: { id: string; type: string }[] };
      const sign = async (id: string) => {
        const signed = await fetch(`/api/resumes/${id}/signed-url`, { method: 'POST' });
        return ((await signed.json()) as { url: string }).url;
      };
      return {
        uploaded: await sign(list.resumes.find((resume) => resume.type === 'original')!.id),
        tailored: await sign(list.resumes.find((resume) => resume.type === 'tailored')!.id),
      };
    },
    { bytes: [...pdf], resumeText: resumeFixtures.software.resume },
  );
}

/** The headers of every response `page` receives, by URL, as Chromium received them (DevTools' raw headers). */
async function rawResponseHeaders(page: Page) {
  const byUrl = new Map<string, Record<string, string>>();
  const byRequest = new Map<string, Record<string, string>>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    byRequest.set(event.requestId, Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), String(value)])));
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = byRequest.get(event.requestId);
    if (headers) byUrl.set(event.response.url, headers);
    else byRequest.set(`url:${event.requestId}`, { url: event.response.url });
  });
  await cdp.send('Network.enable');
  return {
    get: (url: string) => {
      if (byUrl.has(url)) return byUrl.get(url);
      // The extra info may arrive after the response itself.
      for (const [key, value] of byRequest) if (key.startsWith('url:') && value.url === url) return byRequest.get(key.slice(4));
      return undefined;
    },
  };
}

/** Chromium's PDF viewer inside `page`, once it has loaded the document: the number of pages it shows. */
async function viewerPageCount(page: Page) {
  let viewer: Frame | undefined;
  await expect.poll(() => (viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'))), { timeout: 15_000 }).toBeTruthy();
  let pages = '';
  await expect
    .poll(
      async () =>
        (pages = await viewer!
          .evaluate(() => {
            const toolbar = document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('viewer-toolbar');
            const selector = toolbar?.shadowRoot?.querySelector('viewer-page-selector');
            return selector?.shadowRoot?.querySelector('#pagelength')?.textContent?.trim() ?? '';
          })
          .catch(() => '')),
      { timeout: 15_000 },
    )
    .toMatch(/^[1-9]\d*$/);
  return Number(pages);
}

/** How much of a screenshot is white (a PDF page), read back through a canvas in the browser itself. */
async function whiteShare(page: Page, screenshot: Buffer) {
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let white = 0;
      for (let index = 0; index < data.length; index += 4) if (data[index]! > 245 && data[index + 1]! > 245 && data[index + 2]! > 245) white++;
      return white / (data.length / 4);
    },
    `data:image/png;base64,${screenshot.toString('base64')}`,
  );
}

describe('PDFs served by signed link', () => {
  const suite = useServerAndBrowser();

  it('open in Chromium’s PDF viewer under their strict Content-Security-Policy, on their own and framed by our page', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsGuest(page, suite.server.url);
    const links = await signedPdfLinks(page, createPdf(['Maya Patel', 'Frontend Engineer']));

    for (const [kind, link] of Object.entries(links)) {
      // A browser with no session: the link alone opens it.
      const { context: anonymous, page: viewer } = await newPage(suite.browser);
      // The headers as they came off the wire: Chromium hands its PDF viewer's page (and Playwright's
      // response object) a policy of its own, keeping only frame-ancestors from ours.
      const received = await rawResponseHeaders(viewer);
      const response = await viewer.goto(`${suite.server.url}${link}`);
      expect(response?.status(), kind).toBe(200);
      const raw = received.get(response!.url());
      expect(raw?.['content-type']).toBe('application/pdf');
      expect(raw?.['content-security-policy']).toBe(inlineFilePolicy);
      expect(raw?.['x-content-type-options']).toBe('nosniff');
      expect(await viewerPageCount(viewer), kind).toBeGreaterThanOrEqual(1);
      // The page is drawn: a good part of the screen is the white of the PDF's page, not the viewer's grey.
      await expect.poll(async () => whiteShare(page, await viewer.screenshot()), { timeout: 10_000 }).toBeGreaterThan(0.05);
      await anonymous.close();
    }

    // The document viewer's "browser viewer" frames the link in our own page: frame-ancestors 'self' lets it.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;z-index:99999;border:0';
      document.body.append(frame);
    }, links.tailored);
    expect(await viewerPageCount(page)).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
