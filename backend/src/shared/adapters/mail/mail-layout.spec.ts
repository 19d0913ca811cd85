import { describe, expect, it } from '@jest/globals';
import { renderEmailLayout, type EmailLayoutInput } from './mail-layout.js';

const input: EmailLayoutInput = {
  language: 'lv',
  title: 'Sveiki, <script>alert(1)</script>',
  paragraphs: ['Pirmā rindkopa & "pēdiņas"', 'Vārds: Anna\nE-pasts: anna@example.lv'],
  action: { label: 'Apstiprināt <e-pastu>', url: 'https://example.lv/lv/confirm-email?token=abc&x=1' },
  footer: 'Kājene',
};

describe('email layout', () => {
  const email = renderEmailLayout(input);

  it('escapes everything it puts into the HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Sveiki, &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Pirmā rindkopa &amp; &quot;pēdiņas&quot;');
    expect(email.html).toContain('>Apstiprināt &lt;e-pastu&gt;</a>');
    expect(email.html).toContain('href="https://example.lv/lv/confirm-email?token=abc&amp;x=1"');
  });

  it('escapes a user-supplied name wherever it appears', () => {
    const name = '<img src=x onerror="alert(1)">';
    const { html } = renderEmailLayout({ ...input, title: name, paragraphs: [name], action: undefined, footer: name });
    expect(html).not.toMatch(/<img/);
    expect(html).not.toContain('"alert(1)"');
  });

  it('declares the language', () => {
    expect(email.html).toContain('<html lang="lv">');
    expect(renderEmailLayout({ ...input, language: 'et' }).html).toContain('<html lang="et">');
  });

  it('keeps line breaks inside a paragraph', () => {
    expect(email.html).toContain('Vārds: Anna<br>E-pasts: anna@example.lv');
  });

  it('writes the link out in the text version, unescaped', () => {
    expect(email.text).toContain('Apstiprināt <e-pastu>: https://example.lv/lv/confirm-email?token=abc&x=1');
    expect(email.text).toContain('Pirmā rindkopa & "pēdiņas"\n\nVārds: Anna\nE-pasts: anna@example.lv');
    expect(email.text.startsWith('Sveiki, <script>alert(1)</script>\n\n')).toBe(true);
    expect(email.text).toMatch(/\n-- \nKājene\n$/);
  });

  it('has no link when there is no action', () => {
    const { html, text } = renderEmailLayout({ ...input, action: undefined });
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('https://');
  });

  it('refuses links that are not web links', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//example.lv/x', ' https://example.lv']) {
      expect(() => renderEmailLayout({ ...input, action: { label: 'Go', url } })).toThrow(/Refused email link/);
    }
  });

  it('puts the footer link (unsubscribe) under the footer in both versions, escaped in the HTML', () => {
    const url = 'https://example.lv/api/newsletter/unsubscribe?token=a.b&lang=lv';
    const { html, text } = renderEmailLayout({ ...input, action: undefined, footerLink: { label: 'Atrakstīties <tagad>', url } });
    expect(html).toContain('<a href="https://example.lv/api/newsletter/unsubscribe?token=a.b&amp;lang=lv" style="color:#71717a">Atrakstīties &lt;tagad&gt;</a>');
    expect(text).toMatch(/\n-- \nKājene\nAtrakstīties <tagad>: https:\/\/example\.lv\/api\/newsletter\/unsubscribe\?token=a\.b&lang=lv\n$/);
    expect(() => renderEmailLayout({ ...input, footerLink: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/Refused email link/);
  });
});
