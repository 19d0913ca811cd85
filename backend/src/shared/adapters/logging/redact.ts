/**
 * Scrubs what must never reach a log: secrets by field name (passwords, tokens, cookies, authorization), and in
 * any text, bearer tokens, JWTs, `token=` style parameters and card-like numbers (13–19 digits passing the Luhn
 * check). Applied by the logger to every line, so a careless `logger.log(body)` still leaks nothing.
 */
const SECRET_KEY = /passw(or)?d|passphrase|secret|token|authori[sz]ation|cookie|api[-_]?key|card.?number|^card$|cvc|cvv/i;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const SECRET_PARAMETER = /\b((?:[a-z_]*token|password|secret|[a-z_]*key)=)[^&\s"']+/gi;
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;

const REDACTED = '[redacted]';

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = SECRET_KEY.test(key) && item != null ? REDACTED : redact(item, depth + 1);
  return result;
}

export function redactText(text: string): string {
  return text
    .replace(BEARER, (_, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PARAMETER, (_, name: string) => `${name}${REDACTED}`)
    .replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/\D/g, '')) ? REDACTED : run));
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
