import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MailServerUnavailableError, PermanentMailError, type OutgoingEmail } from '../../application/ports/mailer.port.js';
import { SmtpMailer } from './smtp-mailer.js';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './testing/smtp-sink.js';

const FROM = 'Baltic Ticket Exchange <no-reply@test.example>';
const plainEmail = (to: string): OutgoingEmail => ({ to, subject: 'Sveiki', html: '<p>Sveiki</p>', text: 'Sveiki' });

/** A sink and a mailer pointed at it, closed together. */
async function mailerWithSink(options: SmtpSinkOptions = {}, credentials = '') {
  const sink = await startSmtpSink(options);
  const mailer = new SmtpMailer({ url: `smtp://${credentials}127.0.0.1:${sink.port}`, from: FROM });
  const close = async () => {
    mailer.close();
    await sink.close();
  };
  return { sink, mailer, close };
}

/** A port nothing listens on: one the system just gave to a server that is closed again. */
async function closedPortUrl(): Promise<string> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.url;
}

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ sink, mailer, close } = await mailerWithSink({ rejectRecipients: /^bounce@/ }));
  });

  afterAll(async () => {
    await close();
  });

  it('delivers subject, both bodies, reply-to and extra headers', async () => {
    await mailer.send({
      to: 'anna@example.lv',
      subject: 'Biļete nopirkta ✓',
      html: '<p>Paldies!</p>',
      text: 'Paldies!',
      replyTo: 'buyer@example.lv',
      headers: { 'List-Unsubscribe': '<https://example.lv/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const mail = await sink.waitFor((message) => message.to.includes('anna@example.lv'));
    expect(mail).toMatchObject({ subject: 'Biļete nopirkta ✓', from: 'no-reply@test.example', replyTo: 'buyer@example.lv' });
    expect(mail.html).toContain('<p>Paldies!</p>');
    expect(mail.text.trim()).toBe('Paldies!');
    expect(mail.headers.get('list-unsubscribe')).toBe('<https://example.lv/u?t=1>');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('reports a recipient the server refuses (550) as a permanent failure', async () => {
    const error = await mailer.send(plainEmail('bounce@example.lv')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentMailError);
    expect((error as Error).message).toContain('550');
  });

  it('reports an address it cannot send to as a permanent failure', async () => {
    for (const address of ['', 'not an address', 'anna@', 'anna@example.lv\r\nBcc: eve@example.lv']) {
      await expect(mailer.send(plainEmail(address))).rejects.toBeInstanceOf(PermanentMailError);
    }
    expect(sink.messages.filter((message) => message.to.includes('eve@example.lv'))).toEqual([]);
  });

  it('answers its health check', async () => {
    await expect(mailer.ping()).resolves.toBeUndefined();
  });

  it('keeps sending after a refused message', async () => {
    await expect(mailer.send(plainEmail('bounce@example.lv'))).rejects.toBeInstanceOf(PermanentMailError);
    await mailer.send(plainEmail('after-bounce@example.lv'));
    await sink.waitFor((message) => message.to.includes('after-bounce@example.lv'));
  });
});

describe('SMTP mailer against a failing server', () => {
  it('passes a temporary refusal (451) on as it is, to be retried', async () => {
    const { mailer, sink, close } = await mailerWithSink({ failWith: { code: 451, message: 'Try again later' } });
    try {
      const error = await mailer.send(plainEmail('anna@example.lv')).catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(PermanentMailError);
      expect(error).toMatchObject({ responseCode: 451 });
      expect(sink.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reports a message refused for good (554) as a permanent failure', async () => {
    const { mailer, close } = await mailerWithSink({ failWith: { code: 554, message: 'Message rejected as spam' } });
    try {
      await expect(mailer.send(plainEmail('anna@example.lv'))).rejects.toBeInstanceOf(PermanentMailError);
    } finally {
      await close();
    }
  });

  it('reports an unreachable server as a failure worth retrying, and fails its health check', async () => {
    const unreachable = new SmtpMailer({ url: await closedPortUrl(), from: FROM });
    try {
      const error = await unreachable.send(plainEmail('anna@example.lv')).catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(PermanentMailError);
      // Told apart from other failures: the job waits for the server without using up an attempt.
      expect(error).toBeInstanceOf(MailServerUnavailableError);
      // Errors from Node's own modules come from another realm under Jest: check the shape, not the class.
      expect((error as { code?: string }).code).toMatch(/^(ECONNECTION|ECONNREFUSED|ESOCKET)$/);
      await expect(unreachable.ping()).rejects.toMatchObject({ code: expect.stringMatching(/^(ECONNECTION|ECONNREFUSED|ESOCKET)$/) });
    } finally {
      unreachable.close();
    }
  });

  it('logs in when the URL carries credentials', async () => {
    const { mailer, sink, close } = await mailerWithSink({}, 'mailer:secret@');
    try {
      await mailer.ping();
      await mailer.send(plainEmail('anna@example.lv'));
      await sink.waitFor((message) => message.to.includes('anna@example.lv'));
    } finally {
      await close();
    }
  });
});
