import { describe, expect, it } from '@jest/globals';
import { renderEmailLayout } from './mail-layout.js';

describe('email layout', () => {
  const email = renderEmailLayout({
    language: 'lv',
    title: 'Sveiki, <script>alert(1)</script>',
    paragraphs: ['Pirmā rindkopa & "pēdiņas"', 'Otrā'],
    action: { label: 'Apstiprināt', url: 'https://example.lv/lv/confirm-email?token=abc&x=1' },
    footer: 'Kājene',
  });

  it('escapes everything it puts into the HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Sveiki, &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&amp; &quot;pēdiņas&quot;');
    expect(email.html).toContain('href="https://example.lv/lv/confirm-email?token=abc&amp;x=1"');
  });

  it('declares the language and writes the link out in the text version', () => {
    expect(email.html).toContain('<html lang="lv">');
    expect(email.text).toContain('Apstiprināt: https://example.lv/lv/confirm-email?token=abc&x=1');
    expect(email.text).toContain('Otrā');
  });
});
