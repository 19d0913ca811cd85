import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface CapturedEmail {
  /** Envelope recipients (RCPT TO), so Bcc recipients are listed too. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  /** Unfolded raw header values by lowercase name (the first one when a header repeats), still MIME-encoded. */
  headers: Map<string, string>;
}

interface SmtpFailure {
  /** SMTP reply code, e.g. 451 (try again later) or 554 (rejected for good). */
  code: number;
  message: string;
}

export interface SmtpSinkOptions {
  /** Recipients matching this are refused at RCPT TO with 550, as a server refuses an unknown mailbox. */
  rejectRecipients?: RegExp;
  /** Every message is refused after DATA with this reply. */
  failWith?: SmtpFailure;
}

export interface SmtpSink {
  url: string;
  port: number;
  /** Accepted messages in arrival order. */
  messages: CapturedEmail[];
  /** SMTP sessions opened so far (delivery or mere connection checks). */
  readonly sessions: number;
  waitFor(predicate: (message: CapturedEmail) => boolean, timeoutMs?: number): Promise<CapturedEmail>;
  clear(): void;
  close(): Promise<void>;
}

/** An SMTP server in the test process that keeps every message it accepts, parsed. Plain SMTP on 127.0.0.1 only. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: CapturedEmail[] = [];
  const onArrival = new Set<() => void>();
  let sessions = 0;

  const server = new SMTPServer({
    authOptional: true,
    // Clients configured with credentials (smtp://user:pass@…) may log in with anything.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled client still connected when the sink closes would otherwise hold close() for 30 s.
    closeTimeout: 500,
    onConnect(_session, callback) {
      sessions += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients?.test(address.address)) return callback(smtpError({ code: 550, message: 'Mailbox unavailable' }));
      callback();
    },
    onData(stream, session, callback) {
      if (options.failWith) {
        const failure = options.failWith;
        stream.on('end', () => callback(smtpError(failure)));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.value[0]?.address,
            headers: rawHeaders(parsed.headerLines),
          });
          for (const notify of onArrival) notify();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client dropping its connection is reported as an 'error' event; unheard, it would crash the test process.
  server.on('error', () => undefined);
  const port = (server.server.address() as { port: number }).port;
  let closing: Promise<void> | undefined;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    get sessions() {
      return sessions;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          stop();
          resolve(found);
        };
        const timer = setTimeout(() => {
          stop();
          const received = messages.map((message) => `${message.to.join(',')}: ${message.subject}`).join(' | ') || 'none';
          reject(new Error(`No matching email within ${timeoutMs} ms; received: ${received}`));
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          onArrival.delete(check);
        };
        onArrival.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}

function smtpError({ code, message }: SmtpFailure): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

function rawHeaders(lines: readonly { key: string; line: string }[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { key, line } of lines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim();
    if (!headers.has(key)) headers.set(key, value);
  }
  return headers;
}
