import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  /** Raw header values by lowercase name, as the recipient's mail client sees them. */
  headers: Record<string, string>;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: CapturedEmail[];
  waitFor(predicate: (message: CapturedEmail) => boolean, timeoutMs?: number): Promise<CapturedEmail>;
  clear(): void;
  close(): Promise<void>;
}

/** An SMTP server in the test process that keeps every message it receives, parsed. */
export async function startSmtpSink(options: { rejectRecipients?: RegExp } = {}): Promise<SmtpSink> {
  const messages: CapturedEmail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.test(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const replyTo = parsed.replyTo?.value[0]?.address;
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo,
            headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching email within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
