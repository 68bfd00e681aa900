import { notificationSettingsMessages } from '@seeker/contract';
import type { OutgoingEmail } from './mailer';
import { escapeHtml } from '@seeker/agents';

type LinkEmail = { to: string; title: string; body: string; link: string; linkLabel: string; textLink: string };

/** A title, one paragraph and one link, as HTML and as plain text: the shape of Settings' emails. */
export function linkEmail({ to, title, body, link, linkLabel, textLink }: LinkEmail): OutgoingEmail {
  const text = `${title}\n\n${body}\n\n${textLink}\n`;
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.4">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p></body></html>`;
  return { to, subject: title, text, html };
}

/** Settings' "Send test notification" by email: says what it is and links back to the settings. */
export function testEmail({ to, title, body, appLink }: { to: string; title: string; body: string; appLink: string }): OutgoingEmail {
  return linkEmail({ to, title, body, link: appLink, linkLabel: 'Your notification settings', textLink: `Your notification settings: ${appLink}` });
}

/** The link that makes a new address the alert address; sent to that address only. */
export function alertEmailConfirmationEmail({ to, link, validHours }: { to: string; link: string; validHours: number }): OutgoingEmail {
  const body = `Someone (we hope you) asked Seeker to send job alerts to this address. Open the link within ${validHours} hours to confirm; if it was not you, ignore this email and nothing changes.`;
  return linkEmail({ to, title: notificationSettingsMessages.confirmSubject, body, link, linkLabel: 'Confirm this address', textLink: link });
}
