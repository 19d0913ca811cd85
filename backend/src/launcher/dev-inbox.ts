import { MailDev } from 'maildev';

export interface DevInbox {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/** The embedded mail inbox (MailDev): SMTP and web UI bound to this machine only. */
export async function startDevInbox(options: { smtpPort: number; webPort: number; mailDir: string }): Promise<DevInbox> {
  const inbox = new MailDev({
    smtp: options.smtpPort,
    ip: '127.0.0.1',
    web: options.webPort,
    webIp: '127.0.0.1',
    mailDirectory: options.mailDir,
    silent: true,
  } as ConstructorParameters<typeof MailDev>[0]);
  await inbox.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    webUrl: `http://localhost:${options.webPort}`,
    stop: () => inbox.stop(),
  };
}
