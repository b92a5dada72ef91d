// Sending through SMTP (nodemailer), with timeouts so a silent server never holds the worker.
import type { Transporter } from "nodemailer";
import { loadNodemailer } from "../lazy-libraries.ts";

/** A file sent with a mail (the tax invoice's PDF), made when the mail is sent. */
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
  // Made with the first mail: nodemailer is loaded then, not at start (lazy-libraries.ts).
  let transporter: Promise<Transporter> | undefined;
  let closed = false;
  const open = () => {
    transporter ??= loadNodemailer().then((nodemailer) => {
      const created = nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      if (closed) created.close();
      return created;
    });
    return transporter;
  };
  return {
    send: async (mail) => {
      await (await open()).sendMail({ ...mail, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => {
      closed = true;
      void transporter?.then((created) => created.close());
    },
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
