import type { FormObject, FormValue } from './form-body.js';
import { invalidParameter, parameterMissing } from './stripe-errors.js';

/** Typed reading of a request's form parameters, refusing wrong values with Stripe's parameter errors. */
export class Params {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  /** The parameter's name as Stripe spells it in errors: `line_items[0][quantity]`. */
  nameOf(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Stripe refuses parameters it does not know; `known` lists every parameter the real endpoint accepts. */
  allowOnly(known: readonly string[]): this {
    const unknown = Object.keys(this.values).find((key) => !known.includes(key));
    if (unknown !== undefined) {
      throw invalidParameter(`Received unknown parameter: ${this.nameOf(unknown)}`, this.nameOf(unknown), 'parameter_unknown');
    }
    return this;
  }

  keys(): string[] {
    return Object.keys(this.values);
  }

  has(key: string): boolean {
    return this.values[key] !== undefined && this.values[key] !== '';
  }

  /** An empty value counts as not given, as Stripe reads `param=` as "unset". */
  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw invalidParameter(`Invalid string: ${describe(value)}`, this.nameOf(key), 'parameter_invalid_string');
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined) throw parameterMissing(this.nameOf(key));
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidParameter(`Invalid ${key}: must be one of ${joinAlternatives(allowed)}`, this.nameOf(key), 'parameter_invalid_string');
    }
    return value as T;
  }

  integer(key: string, { min }: { min?: number } = {}): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw invalidParameter(`Invalid integer: ${value}`, this.nameOf(key), 'parameter_invalid_integer');
    }
    const number = Number(value);
    if (min !== undefined && number < min) {
      throw invalidParameter(`This value must be greater than or equal to ${min}.`, this.nameOf(key), 'parameter_invalid_integer');
    }
    return number;
  }

  requiredInteger(key: string, options: { min?: number } = {}): number {
    const value = this.integer(key, options);
    if (value === undefined) throw parameterMissing(this.nameOf(key));
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParameter(`Invalid boolean: ${value}`, this.nameOf(key), 'parameter_invalid_boolean');
    return value === 'true';
  }

  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParameter(`Invalid object`, this.nameOf(key), 'parameter_invalid_object');
    }
    return new Params(value, this.nameOf(key));
  }

  /** A list of objects, such as `line_items`. */
  objects(key: string): Params[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw invalidParameter(`Invalid array`, this.nameOf(key), 'parameter_invalid_array');
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalidParameter(`Invalid object`, `${this.nameOf(key)}[${index}]`, 'parameter_invalid_object');
      }
      return new Params(item, `${this.nameOf(key)}[${index}]`);
    });
  }

  /** A list of strings, such as `expand`. */
  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw invalidParameter(`Invalid array`, this.nameOf(key), 'parameter_invalid_array');
    }
    return value as string[];
  }

  /** Metadata: up to 50 string keys of 40 characters with values of up to 500. */
  metadata(key = 'metadata'): Record<string, string> {
    const value = this.values[key];
    if (value === undefined || value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter('Invalid object', this.nameOf(key), 'parameter_invalid_object');
    const metadata: Record<string, string> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw invalidParameter('Invalid string: {...}', `${this.nameOf(key)}[${name}]`, 'parameter_invalid_string');
      if (name.length > 40) throw invalidParameter(`Metadata keys can have up to 40 characters.`, `${this.nameOf(key)}[${name}]`);
      if (item.length > 500) throw invalidParameter(`Metadata values can have up to 500 characters.`, `${this.nameOf(key)}[${name}]`);
      if (item !== '') metadata[name] = item;
    }
    if (Object.keys(metadata).length > 50) throw invalidParameter('Metadata can have up to 50 keys.', this.nameOf(key));
    return metadata;
  }

  /** A stable text of the parameters, to tell a replay from a different request under the same Idempotency-Key. */
  fingerprint(): string {
    return JSON.stringify(sorted(this.values));
  }
}

function describe(value: FormValue): string {
  return Array.isArray(value) ? '[...]' : '{...}';
}

function joinAlternatives(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`;
}

function sorted(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(sorted);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}
