import nodemailer from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** Sends email through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) from SMTP_FROM. */
export type Mailer = { send: (email: OutgoingEmail) => Promise<void> };

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url, {
    from,
    // Bounded: a hung SMTP server must not hold a delivery forever.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}
