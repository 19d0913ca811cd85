import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, MailServerUnavailableError, PermanentMailError, type OutgoingEmail } from '../../application/ports/mailer.port.js';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** The From header, e.g. `Baltic Ticket Exchange <no-reply@example.lv>`. */
  from: string;
}

/** Sends through any SMTP server over a small pool of connections. */
export class SmtpMailer extends Mailer {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(options: SmtpMailerOptions) {
    super();
    this.from = options.from;
    this.transporter = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // The embedded dev inbox and test sinks speak plain SMTP on the loopback interface.
      ignoreTLS: isLoopback(options.url),
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    // nodemailer would read "a@x.lv\r\nBcc: b@y.lv" as a list and send to b@y.lv alone.
    if (/[\r\n]/.test(email.to)) throw new PermanentMailError(`Refused recipient ${JSON.stringify(email.to)}`);
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      });
    } catch (error) {
      if (isPermanent(error)) throw new PermanentMailError(error instanceof Error ? error.message : String(error));
      if (isUnavailable(error)) throw new MailServerUnavailableError(String((error as { message?: unknown }).message ?? error), (error as { code?: string }).code);
      throw error;
    }
  }

  /** Connects, greets and logs in (when the URL has credentials) without sending anything. */
  async ping(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Permanent: the server refused this message or its recipients for good (5xx; nodemailer sets `permanent`, which
 * leaves out 503), or nodemailer refused to send it at all (malformed address, no recipient: no reply code).
 * A refused connection, greeting or login is not: that is our server or configuration, and the same message will go
 * through once it is fixed.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode, permanent } = (error ?? {}) as { code?: string; responseCode?: number; permanent?: boolean };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (responseCode === undefined) return true;
  return permanent ?? responseCode >= 500;
}

/** nodemailer's codes for a server out of reach or refusing to talk (connection, greeting, TLS, login), and 421. */
const UNAVAILABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);

function isUnavailable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (code !== undefined && UNAVAILABLE_CODES.has(code)) || responseCode === 421;
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}
