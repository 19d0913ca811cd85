import type { FormObject } from '../http/form-body.js';
import type { Route } from '../http/router.js';

export type PageResponse = { status: number; html: string } | { redirect: string };

export interface PageRequest {
  pathParams: Record<string, string>;
  /** The submitted form of a POST; empty for GET. */
  form: FormObject;
}

export type PageRoute = Route<(request: PageRequest) => PageResponse>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A tagged template whose interpolations are escaped unless they are already markup (`Markup`). */
export class Markup {
  constructor(readonly html: string) {}
}

export function html(strings: TemplateStringsArray, ...values: (string | number | Markup | Markup[] | null | undefined)[]): Markup {
  let result = strings[0];
  values.forEach((value, index) => {
    result += render(value) + strings[index + 1];
  });
  return new Markup(result);
}

function render(value: string | number | Markup | Markup[] | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map((item) => item.html).join('');
  return escapeHtml(String(value));
}

/** A whole page: plain, self-contained (no external resources), English. */
export function page(title: string, body: Markup, status = 200): PageResponse {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d5dbe1; border-radius: 8px; }
.mode { margin: 0 0 1rem; font-size: 0.875rem; color: #5c5f62; }
table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
th, td { text-align: left; padding: 0.375rem 0; border-bottom: 1px solid #e3e8ee; }
td.amount, th.amount { text-align: right; }
label { display: block; margin-top: 0.75rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #8792a2; border-radius: 4px; }
button { margin-top: 1rem; padding: 0.625rem 1.25rem; font-size: 1rem; color: #fff; background: #0a2540; border: 0; border-radius: 4px; cursor: pointer; }
.error { padding: 0.5rem; color: #8a1c1c; background: #fdecea; border-radius: 4px; }
.hint { font-size: 0.875rem; color: #5c5f62; }
</style>
</head>
<body>
<main>
<p class="mode">Stripe emulator · test mode</p>
${body}
</main>
</body>
</html>
`;
  return { status, html: document.html };
}
