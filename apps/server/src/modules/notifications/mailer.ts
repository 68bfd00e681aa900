import type { Transporter } from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** Sends email through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) from SMTP_FROM. */
export type Mailer = { send: (email: OutgoingEmail) => Promise<void> };

/** Bounded: a hung SMTP server must not hold a delivery forever. */
export const smtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 30_000 };

export function createSmtpMailer({ url, from, timeouts = smtpTimeouts }: { url: string; from: string; timeouts?: typeof smtpTimeouts }): Mailer {
  // nodemailer is loaded with the first email, not with the server: most hours send none (decision 0022).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(email) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        // Transport options beside the URL (nodemailer 10 applies them); the second argument holds message defaults only.
        nodemailer.createTransport(
          { url, connectionTimeout: timeouts.connectionMs, greetingTimeout: timeouts.greetingMs, socketTimeout: timeouts.socketMs },
          { from },
        ),
      );
      await (await transport).sendMail({ from, ...email });
    },
  };
}
