import { describe, expect, it } from '@jest/globals';
import { JsonLogger } from './json-logger.js';
import { redact, redactText } from './redact.js';

function captureLine(write: (logger: JsonLogger) => void, level: 'debug' | 'info' = 'debug', format: 'json' | 'text' = 'json'): string {
  const original = process.stdout.write.bind(process.stdout);
  let output = '';
  process.stdout.write = ((chunk: string) => {
    output += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    write(new JsonLogger('test', level, format));
  } finally {
    process.stdout.write = original;
  }
  return output;
}

describe('log redaction', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

  it('never writes passwords, tokens, cookies or card numbers, wherever they sit in a log line', () => {
    const line = captureLine((logger) =>
      logger.log({
        msg: 'careless body dump',
        body: { email: 'anna@example.lv', password: 'Correct-Horse-9', newPassword: 'Battery-Staple-7', refreshToken: 'r3fr3sh-s3cr3t' },
        headers: { authorization: `Bearer ${jwt}`, cookie: 'bte_refresh=c00kie-s3cr3t', 'user-agent': 'jest' },
        url: '/en/reset-password?token=r3s3t-s3cr3t&lang=lv',
        note: 'card 4111 1111 1111 1111 and 5500-0000-0000-0004, call me',
      }),
    );
    for (const secret of ['Correct-Horse-9', 'Battery-Staple-7', 'r3fr3sh-s3cr3t', jwt, 'c00kie-s3cr3t', 'r3s3t-s3cr3t', '4111 1111 1111 1111', '5500-0000-0000-0004']) {
      expect(line).not.toContain(secret);
    }
    const parsed = JSON.parse(line) as Record<string, Record<string, string>>;
    expect(parsed.body.email).toBe('anna@example.lv');
    expect(parsed.headers['user-agent']).toBe('jest');
    expect(parsed.url).toBe('/en/reset-password?token=[redacted]&lang=lv');
  });

  it('scrubs secrets from error messages and stacks too', () => {
    const line = captureLine((logger) => logger.error(new Error(`login failed for Authorization: Bearer ${jwt}`)));
    expect(line).not.toContain(jwt);
    expect(line).toContain('Bearer [redacted]');
  });

  it('leaves ordinary numbers alone: ids, prices, phone numbers and numbers failing the card checksum', () => {
    expect(redactText('order 1234567890123 costs 4500 cents, phone +37120000000')).toBe('order 1234567890123 costs 4500 cents, phone +37120000000');
    expect(redact({ ticketId: '7b0c6a1e-3f0e-4c1b-9d8a-2f6e5d4c3b2a', priceCents: 2500 })).toEqual({ ticketId: '7b0c6a1e-3f0e-4c1b-9d8a-2f6e5d4c3b2a', priceCents: 2500 });
  });
});

describe('log levels', () => {
  it("keeps Nest's start-up detail out of the info level, and the application's own lines in it", () => {
    const output = captureLine((logger) => {
      logger.log('Mapped {/api/me, GET} route', 'RouterExplorer');
      logger.log('AppModule dependencies initialized', 'InstanceLoader');
      logger.log('API listening', 'api');
    }, 'info');
    expect(output.trim().split('\n').map((line) => JSON.parse(line).msg)).toEqual(['API listening']);
  });
});

describe('readable log lines (LOG_FORMAT=text, the development default)', () => {
  it('writes one line a person can read, with the same redaction, and the stack below it', () => {
    const line = captureLine((logger) => logger.log({ msg: 'request', method: 'GET', path: '/api/me', status: 200, headers: { authorization: 'Bearer abc.def.ghi' } }, 'Http'), 'debug', 'text');
    expect(line).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}test \[Http\] request method=GET path=\/api\/me status=200 headers=\{"authorization":"\[redacted\]"\}\n$/);
    const failure = captureLine((logger) => logger.error(new Error('database unreachable')), 'debug', 'text');
    const [head, ...stack] = failure.trimEnd().split('\n');
    expect(head).toMatch(/ ERROR test database unreachable$/);
    expect(stack[0]).toBe('Error: database unreachable');
  });
});

