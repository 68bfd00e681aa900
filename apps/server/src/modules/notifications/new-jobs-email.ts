import { escapeHtml } from '@seeker/agents';
import type { OutgoingEmail } from './mailer';

type EmailJob = { title: string; company: string; location: string; salary: string; jobLink: string };

/** Only http(s) links go into an email; anything else (javascript:, data:, "#") links to the app instead. */
const safeLink = (link: string, fallback: string) => (/^https?:\/\//i.test(link) ? link : fallback);

/** The email for a run with new jobs: the top matches with their links, as HTML and as plain text. */
export function newJobsEmail({
  to,
  title,
  jobs,
  moreCount,
  appLink,
}: {
  to: string;
  title: string;
  jobs: EmailJob[];
  moreCount: number;
  appLink: string;
}): OutgoingEmail {
  const lines = jobs.map((job) => `- ${job.title} at ${job.company} (${job.location}; ${job.salary})\n  ${safeLink(job.jobLink, appLink)}`);
  const more = moreCount > 0 ? `\n…and ${moreCount} more.` : '';
  const text = `${title}\n\n${lines.join('\n')}${more}\n\nSee them all in Seeker: ${appLink}\n`;
  const items = jobs
    .map(
      (job) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(safeLink(job.jobLink, appLink))}">${escapeHtml(job.title)}</a><br>` +
        `${escapeHtml(job.company)} · ${escapeHtml(job.location)} · ${escapeHtml(job.salary)}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.4">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><ul>${items}</ul>` +
    (moreCount > 0 ? `<p>…and ${moreCount} more.</p>` : '') +
    `<p><a href="${escapeHtml(appLink)}">See them all in Seeker</a></p></body></html>`;
  return { to, subject: title, text, html };
}
