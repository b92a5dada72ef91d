// Sending through SMTP (nodemailer), with timeouts so a silent server never holds the worker.
import nodemailer from "nodemailer";

/** A file sent with a mail (issue 14: the tax invoice's PDF), made when the mail is sent. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export function createSmtpTransport(url: string, replyTo?: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({ ...mail, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => transporter.close(),
  };
}

/** An error as a short line for last_error, without the SMTP credentials. */
export function describeError(error: unknown, smtpUrl?: string): string {
  let message = error instanceof Error ? error.message : String(error);
  if (smtpUrl) {
    try {
      const { username, password } = new URL(smtpUrl);
      for (const secret of [password, decodeURIComponent(password), username, decodeURIComponent(username)]) {
        if (secret) message = message.split(secret).join("[redacted]");
      }
    } catch {
      // not a URL: nothing to redact
    }
  }
  return message.slice(0, 1000);
}
