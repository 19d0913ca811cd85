import { describe, expect, it } from '@jest/globals';
import { AuthConfig } from '../../../config/config.js';
import { DOWNLOAD_LINK_SECONDS, ExportDownloadLinks } from './export-download-links.js';

const links = new ExportDownloadLinks(new AuthConfig('a'.repeat(32), 900, 30, 90));
const EXPORT = '0b6c3f1e-3b1a-4c55-9d2e-5f0a1b2c3d4e';

describe('download links of finished exports', () => {
  it('opens the export it was made for, until it expires', () => {
    const now = Date.UTC(2026, 10, 28, 10);
    const { token, expiresAt } = links.issue(EXPORT, 'admin-1', now);
    expect(expiresAt.getTime()).toBe(now + DOWNLOAD_LINK_SECONDS * 1000);
    expect(links.valid(token, EXPORT, now + 59_000)).toBe(true);
    expect(links.valid(token, EXPORT, now + 60_000)).toBe(false);
  });

  it('opens nothing else: another export, a changed claim, another secret, no token', () => {
    const { token } = links.issue(EXPORT, 'admin-1');
    const [claims, signature] = token.split('.');
    expect(links.valid(token, '7c1d0a2b-0000-4000-8000-000000000000')).toBe(false);
    const forgedClaims = Buffer.from(`7c1d0a2b-0000-4000-8000-000000000000.admin-1.${Math.floor(Date.now() / 1000) + 60}`).toString('base64url');
    expect(links.valid(`${forgedClaims}.${signature}`, '7c1d0a2b-0000-4000-8000-000000000000')).toBe(false);
    expect(new ExportDownloadLinks(new AuthConfig('b'.repeat(32), 900, 30, 90)).valid(token, EXPORT)).toBe(false);
    expect(links.valid(`${claims}.`, EXPORT)).toBe(false);
    expect(links.valid(undefined, EXPORT)).toBe(false);
    expect(links.valid(['a', 'b'], EXPORT)).toBe(false);
  });
});
