import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, PermanentMailError, type OutgoingEmail } from '../../application/ports/mailer.port.js';

/** Sends through any SMTP server (pooled connections). 5xx answers are permanent: retrying cannot help. */
export class SmtpMailer extends Mailer {
  private readonly transporter: Transporter;

  constructor(private readonly options: { url: string; from: string }) {
    super();
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
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      });
    } catch (error) {
      if (isPermanent(error)) throw new PermanentMailError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}

function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.');
}
