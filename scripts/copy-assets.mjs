// Copies what tsc does not: server-side translations and the common-password list, next to the compiled code.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const assets = ['i18n', 'identity/adapters/security/common-passwords.txt'];
for (const asset of assets) {
  cpSync(join(backend, 'src', asset), join(backend, 'dist', asset), { recursive: true });
}
