import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PermanentMailError } from '../../application/ports/mailer.port.js';
import { SmtpMailer } from './smtp-mailer.js';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await startSmtpSink({ rejectRecipients: /^bounce@/ });
    mailer = new SmtpMailer({ url: sink.url, from: 'Baltic Ticket Exchange <no-reply@test.example>' });
  });

  afterAll(async () => {
    mailer.close();
    await sink.close();
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
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.lv/u?t=1>');
  });

  it('reports a rejected recipient as a permanent failure', async () => {
    await expect(mailer.send({ to: 'bounce@example.lv', subject: 's', html: 'h', text: 't' })).rejects.toBeInstanceOf(PermanentMailError);
  });

  it('reports an unreachable server as a failure worth retrying', async () => {
    const unreachable = new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'x@test.example' });
    const error = await unreachable.send({ to: 'a@example.lv', subject: 's', html: 'h', text: 't' }).catch((caught: unknown) => caught);
    // Errors from Node's own modules come from another realm under Jest: check the shape, not the class.
    expect((error as { code?: string }).code).toMatch(/^(ECONNECTION|ECONNREFUSED|ESOCKET)$/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
    await expect(unreachable.ping()).rejects.toThrow();
    await expect(mailer.ping()).resolves.toBeUndefined();
    unreachable.close();
  });
});
