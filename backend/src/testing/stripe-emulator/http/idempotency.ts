export interface StoredResponse {
  status: number;
  body: string;
}

interface Entry {
  endpoint: string;
  fingerprint: string;
  storedAt: number;
  response?: StoredResponse;
}

export type IdempotencyDecision =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'other_parameters' }
  | { kind: 'other_endpoint'; endpoint: string };

// Stripe keeps keys for at least 24 hours; a key reused later is a new request.
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Stripe's Idempotency-Key semantics, with keys scoped by the caller (secret key and connected account). */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  begin(scopedKey: string, endpoint: string, fingerprint: string): IdempotencyDecision {
    this.forgetOldKeys();
    const entry = this.entries.get(scopedKey);
    if (!entry) {
      this.entries.set(scopedKey, { endpoint, fingerprint, storedAt: Date.now() });
      return { kind: 'new' };
    }
    if (entry.endpoint !== endpoint) return { kind: 'other_endpoint', endpoint: entry.endpoint };
    if (entry.fingerprint !== fingerprint) return { kind: 'other_parameters' };
    return entry.response ? { kind: 'replay', response: entry.response } : { kind: 'in_flight' };
  }

  complete(scopedKey: string, response: StoredResponse): void {
    const entry = this.entries.get(scopedKey);
    if (entry) entry.response = response;
  }

  /** Parameters refused before anything ran: the key may be used again, as with Stripe. */
  release(scopedKey: string): void {
    this.entries.delete(scopedKey);
  }

  private forgetOldKeys(): void {
    const oldest = Date.now() - KEY_LIFETIME_MS;
    for (const [key, entry] of this.entries) {
      if (entry.storedAt >= oldest) break; // insertion order is age order
      this.entries.delete(key);
    }
  }
}
