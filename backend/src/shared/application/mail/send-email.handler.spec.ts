import { describe, expect, it } from '@jest/globals';
import { AuthConfig } from '../../../config/config.js';
import { PermanentJobError, type JobPayload } from '../jobs.js';
import { EmailRenderer } from '../ports/email-renderer.port.js';
import { Mailer, type OutgoingEmail } from '../ports/mailer.port.js';
import { SentEmailLog } from '../ports/sent-email-log.port.js';
import { MailSecrets } from './mail-secrets.js';
import { SendEmailHandler } from './send-email.handler.js';

const LINK = 'https://bte.example/lv/reset-password?token=abcDEF123';
const secretsUnder = (jwtSecret: string) => new MailSecrets(new AuthConfig(jwtSecret, 900, 30, 90));

function handlerWith(secrets: MailSecrets) {
  const outgoing: OutgoingEmail[] = [];
  const sent = new Set<string>();
  const renderer: EmailRenderer = { render: (_template, _language, params) => ({ subject: 'Reset', text: `Open ${params.actionUrl}`, html: '' }) } as EmailRenderer;
  const mailer = { send: async (email: OutgoingEmail) => void outgoing.push(email), ping: async () => undefined } as Mailer;
  const log = { wasSent: async (id: string) => sent.has(id), recordSent: async (id: string) => void sent.add(id) } as SentEmailLog;
  return { handler: new SendEmailHandler(renderer, mailer, log, secrets), outgoing };
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
