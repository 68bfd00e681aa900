import type { OutgoingEmail } from './mailer';
import { escapeHtml } from './new-jobs-email';

/** Settings' "Send test notification" by email: says what it is and links back to the settings. */
export function testEmail({ to, title, body, appLink }: { to: string; title: string; body: string; appLink: string }): OutgoingEmail {
  const text = `${title}\n\n${body}\n\nYour notification settings: ${appLink}\n`;
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.4">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(appLink)}">Your notification settings</a></p></body></html>`;
  return { to, subject: title, text, html };
}
