import type { LoggerService, LogLevel } from '@nestjs/common';
import { redact } from './redact.js';
import { requestContext } from './request-context.js';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** Nest's start-up detail (every module loaded, every route mapped): debug, so `npm start` shows what matters. */
const FRAMEWORK_DETAIL = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * One entry per line on stdout, with the request id and user id of the request being served: a JSON object (`json`,
 * for log collectors; production and tests) or a readable line (`text`, development). Callers log ids and outcomes,
 * not bodies; every entry still goes through `redact`, so a secret passed by mistake (password, token, cookie, card
 * number) is scrubbed before it is written.
 */
export class JsonLogger implements LoggerService {
  private readonly minimum: number;

  constructor(
    private readonly service: string,
    level: Level = 'info',
    private readonly format: 'json' | 'text' = 'json',
  ) {
    this.minimum = LEVELS.indexOf(level);
  }

  log(message: unknown, ...context: unknown[]) {
    this.write(FRAMEWORK_DETAIL.has(String(context.at(-1))) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.write('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  fatal(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  setLogLevels(_levels: LogLevel[]) {}

  private write(level: Level, message: unknown, context: unknown[]) {
    if (LEVELS.indexOf(level) < this.minimum) return;
    const scope = typeof context.at(-1) === 'string' ? (context.pop() as string) : undefined;
    const store = requestContext.getStore();
    const line: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      ...(scope ? { scope } : {}),
      ...(store ? { requestId: store.requestId, userId: store.userId } : {}),
    };
    if (message instanceof Error) {
      line.msg = message.message;
      line.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(line, message);
    } else {
      line.msg = String(message);
    }
    const stack = context.find((item): item is string => typeof item === 'string' && item.includes('\n    at '));
    if (stack) line.stack = stack;
    const entry = redact(line) as Record<string, unknown>;
    process.stdout.write(`${this.format === 'text' ? readableLine(entry) : JSON.stringify(entry)}\n`);
  }
}

/** `12:04:05.123 INFO  api [RoutesResolver] message key=value …` with the stack, if any, on the lines below. */
function readableLine(entry: Record<string, unknown>): string {
  const { time, level, service, scope, msg, stack, ...rest } = entry;
  const fields = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = [String(time).slice(11, 23), String(level).toUpperCase().padEnd(5), service, scope ? `[${String(scope)}]` : '', msg ?? '', ...fields]
    .filter((part) => part !== '')
    .join(' ');
  return typeof stack === 'string' ? `${head}\n${stack}` : head;
}
