import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SearchContext } from './search-app';
import { signUpWithEmail, type SignedIn } from './sign-in';
import { testOrigin } from './test-app';

/** Real pages other projects saved (packages/agents/src/job-discovery/page/fixtures/ORIGINS.md). */
const realPage = (name: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../../../../packages/agents/src/job-discovery/page/fixtures/${name}`, import.meta.url)), 'utf8');
export const fugro = realPage('0079-join-com-companies-fugro-16405887-geowissenschaftler-m-w-d.html');
export const boardPage = realPage('0005-jobs-ashbyhq-com-alephalpha.html');

/** A user's posts to the suite's app, the fake's page addresses, and a new account. */
export function jobPageRequests(ctx: SearchContext) {
  const post = (who: SignedIn, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: testOrigin }, payload });
  const pageUrl = (path: string) => `${ctx.fake.pagesUrl}/${path}`;
  // The fake's pages are a private place the configuration trusts (JOB_PAGE_TRUSTED_ORIGINS, its /pages/
  // prefix): read for accounts, never for guests.
  const account = () => signUpWithEmail(ctx.app);
  return { post, pageUrl, account };
}
