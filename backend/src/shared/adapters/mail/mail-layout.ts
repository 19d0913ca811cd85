export interface EmailLayoutInput {
  /** BCP 47 tag of the text, e.g. `lv`. */
  language: string;
  title: string;
  /** Plain text; a single line break inside a paragraph is kept. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  /** A link under the footer, e.g. the newsletter's unsubscribe link. */
  footerLink?: { label: string; url: string };
}

const BRAND = '#9e1b32';

/** A small, safe email layout: every interpolated string is escaped; inline styles, as mail clients want. */
export function renderEmailLayout(input: EmailLayoutInput): { html: string; text: string } {
  return { html: renderHtml(input), text: renderText(input) };
}

function renderHtml({ language, title, paragraphs, action, footer, footerLink }: EmailLayoutInput): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeMultiline(paragraph)}</p>`);
  if (action) {
    const href = escapeHtml(linkable(action.url));
    body.push(
      `<p style="margin:24px 0"><a href="${href}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`,
      // The address written out too, for clients that do not show buttons.
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all"><a href="${href}" style="color:#555555">${href}</a></p>`,
    );
  }
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;color:${BRAND}">Baltic Ticket Exchange</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body.join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#71717a">${escapeMultiline(footer)}${
    footerLink ? `<br><a href="${escapeHtml(linkable(footerLink.url))}" style="color:#71717a">${escapeHtml(footerLink.label)}</a>` : ''
  }</p>
</div>
</body>
</html>`;
}

function renderText({ title, paragraphs, action, footer, footerLink }: EmailLayoutInput): string {
  const blocks = [title, ...paragraphs];
  if (action) blocks.push(`${action.label}: ${linkable(action.url)}`);
  const link = footerLink ? `\n${footerLink.label}: ${linkable(footerLink.url)}` : '';
  return `${blocks.join('\n\n')}\n\n-- \n${footer}${link}\n`;
}

/** Only web links become buttons: a `javascript:` or `data:` URL has no business in an email. */
function linkable(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refused email link ${JSON.stringify(url)}: only http(s) links are allowed`);
  return url;
}

function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
