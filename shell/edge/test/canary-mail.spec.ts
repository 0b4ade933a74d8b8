// The e-mail that tells the team a canary was aborted: over SMTP_URL to a real SMTP server on
// loopback (the smtp-server package, as the API's tests use), or as an .eml file without it;
// none when CANARY_ALERT_EMAIL is unset.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readCanaryGuardConfig } from '../src/config';
import { createCanaryMailer } from '../src/shell/canary-mail';
import { tempDir, type TempDir } from './support/edge-fixtures';

const alert = {
  remote: 'catalog',
  release: '2026.11.27-2',
  reason: 'failing significantly more than stable (z >= 3): canary 9 failures in 60 pages',
  production: '2026.11.27-1',
};

describe("the team's e-mail about an automatic abort", () => {
  let mail: TempDir;

  beforeEach(() => {
    mail = tempDir('edge-canary-mail-');
  });

  afterEach(() => {
    mail.remove();
  });

  it('is not sent when CANARY_ALERT_EMAIL is unset', () => {
    expect(createCanaryMailer(readCanaryGuardConfig({ CANARY_MAIL_DIR: mail.dir }))).toBeNull();
  });

  it('goes over SMTP_URL to the address', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((to) => to.address), data });
          callback(null);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const mailer = createCanaryMailer(
      readCanaryGuardConfig({
        CANARY_ALERT_EMAIL: 'team@example.test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        CANARY_MAIL_DIR: mail.dir,
      }),
    )!;
    try {
      expect(mailer.description).toBe('e-mail to team@example.test over SMTP');
      await mailer.send(alert);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(['team@example.test']);
      const text = received[0].data.replaceAll('=\r\n', '').replaceAll('=3D', '=');
      expect(text).toContain('Subject: [canary] catalog 2026.11.27-2 was aborted automatically');
      expect(text).toContain(`Why: ${alert.reason}`);
      expect(text).toContain('Production serves: 2026.11.27-1');
      expect(readdirSync(mail.dir)).toEqual([]);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is an .eml file in CANARY_MAIL_DIR without SMTP_URL', async () => {
    const mailer = createCanaryMailer(
      readCanaryGuardConfig({ CANARY_ALERT_EMAIL: 'team@example.test', CANARY_MAIL_DIR: mail.dir }),
    )!;
    expect(mailer.description).toBe(`e-mail to team@example.test as .eml files in ${mail.dir}`);
    await mailer.send(alert);
    mailer.close();
    const files = readdirSync(mail.dir);
    expect(files).toEqual([
      expect.stringMatching(/^canary-catalog-2026\.11\.27-2-[0-9a-f]{8}\.eml$/),
    ]);
    const text = readFileSync(path.join(mail.dir, files[0]), 'utf8');
    expect(text).toContain('To: team@example.test\r\n');
  });
});
