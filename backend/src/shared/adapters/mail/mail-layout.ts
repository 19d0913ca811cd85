/** A small, safe email layout: every interpolated string is escaped; inline styles, as mail clients want. */
export interface EmailLayoutInput {
  language: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

export function renderEmailLayout(input: EmailLayoutInput): { html: string; text: string } {
  const paragraphs = input.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n');
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#9e1b32;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(input.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;color:#9e1b32">Baltic Ticket Exchange</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.title)}</h1>
${paragraphs}
${action}
<p style="margin:32px 0 0;font-size:12px;color:#71717a">${escapeHtml(input.footer)}</p>
</div>
</body>
</html>`;
  const text = [input.title, '', ...input.paragraphs.flatMap((paragraph) => [paragraph, '']), ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []), '--', input.footer].join('\n');
  return { html, text };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
