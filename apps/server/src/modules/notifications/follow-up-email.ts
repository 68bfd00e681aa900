import type { OutgoingEmail } from './mailer';
import { linkEmail } from './settings-emails';

/** An application's follow-up reminder by email: what to follow up on, and a link to the application. */
export function followUpEmail({ to, title, body, appLink }: { to: string; title: string; body: string; appLink: string }): OutgoingEmail {
  return linkEmail({ to, title, body, link: appLink, linkLabel: 'Open the application', textLink: `Open the application: ${appLink}` });
}
