import { describe, expect, it, jest } from '@jest/globals';
import { AuthConfig } from '../../../config/config.js';
import { PermanentJobError, type JobPayload } from '../jobs.js';
import { EmailRenderer } from '../ports/email-renderer.port.js';
import { Mailer, type OutgoingEmail } from '../ports/mailer.port.js';
import { SentEmailLog } from '../ports/sent-email-log.port.js';
import { MailSecrets } from './mail-secrets.js';
import { RECORD_RETRY_DELAYS_MS, SendEmailHandler } from './send-email.handler.js';

const LINK = 'https://bte.example/lv/reset-password?token=abcDEF123';
const secretsUnder = (jwtSecret: string) => new MailSecrets(new AuthConfig(jwtSecret, 900, 30, 90));

/** `databaseDownFor`: how many record attempts fail first, as while PostgreSQL restarts. */
function handlerWith(secrets: MailSecrets, { databaseDownFor = 0 } = {}) {
  const outgoing: OutgoingEmail[] = [];
  const sent = new Set<string>();
  let failuresLeft = databaseDownFor;
  const renderer: EmailRenderer = { render: (_template, _language, params) => ({ subject: 'Reset', text: `Open ${params.actionUrl}`, html: '' }) } as EmailRenderer;
  const mailer = { send: async (email: OutgoingEmail) => void outgoing.push(email), ping: async () => undefined } as Mailer;
  const log = {
    wasSent: async (id: string) => sent.has(id),
    recordSent: async (id: string) => {
      if (failuresLeft-- > 0) throw new Error('Connection terminated unexpectedly');
      sent.add(id);
    },
  } as SentEmailLog;
  return { handler: new SendEmailHandler(renderer, mailer, log, secrets), outgoing, sent };
}

describe('SendEmailHandler with sealed parameters', () => {
  const secrets = secretsUnder('a'.repeat(32));
  const payload = (sealedUnder: MailSecrets): JobPayload<'mail.send'> => ({
    to: 'anna@example.lv',
    template: 'password_reset',
    language: 'lv',
    params: { firstName: 'Anna' },
    sealedParams: sealedUnder.sealAll({ actionUrl: LINK }),
  });

  it('renders the opened link into the mail it sends', async () => {
    const { handler, outgoing } = handlerWith(secrets);
    await handler.handle(payload(secrets), { jobId: '1' });
    expect(outgoing.map((email) => email.text)).toEqual([`Open ${LINK}`]);
  });

  it('fails a mail sealed under a rotated key at once, sending nothing', async () => {
    const { handler, outgoing } = handlerWith(secrets);
    await expect(handler.handle(payload(secretsUnder('b'.repeat(32))), { jobId: '2' })).rejects.toThrow(PermanentJobError);
    expect(outgoing).toEqual([]);
  });
});

describe('SendEmailHandler when the database goes away right after the send', () => {
  const secrets = secretsUnder('a'.repeat(32));
  const payload: JobPayload<'mail.send'> = { to: 'anna@example.lv', template: 'welcome', language: 'lv', params: { firstName: 'Anna' } };

  it('keeps trying to record the sent email, so the job succeeds and its retry cannot send it twice', async () => {
    jest.useFakeTimers();
    try {
      const { handler, outgoing, sent } = handlerWith(secrets, { databaseDownFor: 5 });
      const handled = handler.handle(payload, { jobId: '3' });
      await jest.advanceTimersByTimeAsync(RECORD_RETRY_DELAYS_MS.slice(0, 5).reduce((sum, delay) => sum + delay, 0));
      await handled;
      expect(sent.has('3')).toBe(true);
      await handler.handle(payload, { jobId: '3' });
      expect(outgoing).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails the job once the record has failed for about a minute, having sent once', async () => {
    jest.useFakeTimers();
    try {
      const { handler, outgoing } = handlerWith(secrets, { databaseDownFor: RECORD_RETRY_DELAYS_MS.length + 1 });
      const handled = handler.handle(payload, { jobId: '4' });
      const failed = expect(handled).rejects.toThrow('Connection terminated unexpectedly');
      await jest.advanceTimersByTimeAsync(RECORD_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
      await failed;
      expect(outgoing).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
