import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Secrets that `npm start` makes once per data folder, so restarts keep sessions and demo passwords. */
export interface LocalSecrets {
  jwtSecret: string;
  unsubscribeSecret: string;
  opsToken: string;
  databasePassword: string;
  adminPassword: string;
  sellerPassword: string;
  buyerPassword: string;
  /** The demo's other sellers (ADR 0031): added to a data folder made before they existed. */
  sellerVilniusPassword: string;
  sellerTartuPassword: string;
}

export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = join(dataDir, 'secrets.json');
  const token = (bytes: number) => randomBytes(bytes).toString('base64url');
  let existing: LocalSecrets | undefined;
  try {
    existing = JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  } catch {
    existing = undefined;
  }
  const password = () => `Demo-${token(9)}`;
  if (existing?.unsubscribeSecret && existing.sellerVilniusPassword && existing.sellerTartuPassword) return existing;
  if (existing) {
    // Made before unsubscribe links had a secret of their own, or before the demo had three sellers: add what is
    // missing, keep the rest.
    const upgraded = {
      ...existing,
      unsubscribeSecret: existing.unsubscribeSecret || token(48),
      sellerVilniusPassword: existing.sellerVilniusPassword || password(),
      sellerTartuPassword: existing.sellerTartuPassword || password(),
    };
    await writeFile(file, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
    return upgraded;
  }
  const secrets: LocalSecrets = {
    jwtSecret: token(48),
    unsubscribeSecret: token(48),
    opsToken: token(24),
    databasePassword: token(18),
    adminPassword: password(),
    sellerPassword: password(),
    buyerPassword: password(),
    sellerVilniusPassword: password(),
    sellerTartuPassword: password(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
