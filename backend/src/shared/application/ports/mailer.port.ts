export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Sends one already-rendered email. Rejects with PermanentMailError when retrying cannot help (5xx, bad address). */
export abstract class Mailer {
  abstract send(email: OutgoingEmail): Promise<void>;
  abstract ping(): Promise<void>;
}

export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

/** The SMTP server could not be reached or would not talk to us (refused, timed out, 421, login refused): try later. */
export class MailServerUnavailableError extends Error {
  constructor(
    message: string,
    /** The underlying system or nodemailer code, e.g. ECONNECTION. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'MailServerUnavailableError';
  }
}
