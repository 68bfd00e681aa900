import nodemailer from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** Sends email through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) from SMTP_FROM. */
export type Mailer = { send: (email: OutgoingEmail) => Promise<void> };

/** Bounded: a hung SMTP server must not hold a delivery forever. */
export const smtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 30_000 };

export function createSmtpMailer({ url, from, timeouts = smtpTimeouts }: { url: string; from: string; timeouts?: typeof smtpTimeouts }): Mailer {
  // Transport options beside the URL (nodemailer 10 applies them); the second argument holds message defaults only.
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: timeouts.connectionMs, greetingTimeout: timeouts.greetingMs, socketTimeout: timeouts.socketMs },
    { from },
  );
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}
