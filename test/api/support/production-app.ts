import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * What the Dockerfile builds, reproduced without Docker: its runtime install (the same `npm ci` flags, read from the
 * Dockerfile), the production build of the backend (no launcher) with the front-end builds, and the Node version of
 * its base image, taken from the npm registry.
 */
export const ROOT = resolve(import.meta.dirname, '../../..');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const MANIFESTS = ['package.json', 'package-lock.json', 'backend/package.json', 'storefront/package.json', 'backoffice/package.json'];

/** The Dockerfile's stages by name, each the text from its FROM line to the next. */
export function dockerfileStages(): Map<string, string> {
  const stages = new Map<string, string>();
  const parts = DOCKERFILE.split(/^(?=FROM\s)/m).filter((part) => part.startsWith('FROM'));
  for (const [index, part] of parts.entries()) stages.set(/\sAS\s+(\S+)/i.exec(part.split('\n')[0])?.[1] ?? (index === parts.length - 1 ? 'final' : `stage-${index}`), part);
  return stages;
}

/** The arguments of the `npm ci` that installs the image's runtime dependencies. */
export function runtimeInstallArguments(): string[] {
  const stage = dockerfileStages().get('runtime-dependencies') ?? '';
  const command = /^RUN npm (ci[^&\n\\]*)/m.exec(stage)?.[1];
  if (!command) throw new Error('The Dockerfile has no "runtime-dependencies" stage that runs npm ci');
  return command.trim().split(/\s+/);
}

/**
 * The arguments of the second install of that stage, which adds this platform's prebuilt binaries of the native
 * runtime packages (sharp's libvips) that `--omit=optional` left out; the packages themselves are what
 * scripts/runtime-binaries.mjs prints.
 */
export function runtimeBinaryInstallArguments(): string[] {
  const stage = dockerfileStages().get('runtime-dependencies') ?? '';
  if (!/binaries="\$\(node scripts\/runtime-binaries\.mjs\)"/.test(stage)) throw new Error('The runtime stage does not ask scripts/runtime-binaries.mjs for the binaries');
  const command = /&& npm (install --no-save[^&\n\\$]*)\$binaries/m.exec(stage)?.[1];
  if (!command) throw new Error('The Dockerfile\'s "runtime-dependencies" stage does not install $binaries');
  return command.trim().split(/\s+/);
}

/** What scripts/runtime-binaries.mjs prints for this machine: name@version of each binary package to add. */
export function runtimeBinaries(): string[] {
  return execFileSync(process.execPath, [join(ROOT, 'scripts/runtime-binaries.mjs'), ROOT], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
}

/** The Node version of the Dockerfile's base image (node:<version>-<variant>@sha256:...). */
export function imageNodeVersion(): string {
  const version = /^FROM\s+node:(\d+\.\d+\.\d+)-/m.exec(DOCKERFILE)?.[1];
  if (!version) throw new Error('The Dockerfile does not start from an exact node:<version> image');
  return version;
}

/**
 * The image's node_modules: the Dockerfile's runtime `npm ci` on the project's manifests, in a folder outside the
 * checkout (Node looks for packages in every parent folder's node_modules, so one inside it would find the
 * development install and hide a missing runtime dependency). Kept between runs while the manifests are unchanged.
 * Install scripts are skipped: the native runtime dependencies (argon2, sharp) ship prebuilt binaries, sharp's as
 * packages of their own that the Dockerfile's second install adds.
 */
export function productionInstall(): string {
  const args = runtimeInstallArguments();
  const binaryArgs = [...runtimeBinaryInstallArguments(), ...runtimeBinaries()];
  const hash = createHash('sha256');
  hash.update(args.join(' '));
  hash.update(binaryArgs.join(' '));
  for (const file of MANIFESTS) hash.update(readFileSync(join(ROOT, file)));
  const target = join(tmpdir(), 'bte-production-install', hash.digest('hex').slice(0, 16));
  if (existsSync(join(target, 'node_modules', '.package-lock.json'))) return target;

  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  for (const file of MANIFESTS) {
    mkdirSync(dirname(join(partial, file)), { recursive: true });
    cpSync(join(ROOT, file), join(partial, file));
  }
  const result = spawnSync('npm', [...args, '--ignore-scripts', '--prefer-offline', '--loglevel=error'], { cwd: partial, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const binaries = spawnSync('npm', [...binaryArgs, '--ignore-scripts', '--prefer-offline', '--loglevel=error'], { cwd: partial, encoding: 'utf8' });
  if (binaries.status !== 0) throw new Error(`npm ${binaryArgs.join(' ')} failed:\n${binaries.stdout}\n${binaries.stderr}`);
  publish(partial, target);
  return target;
}

/**
 * The image's /app: the production build of the backend (backend/dist without the launcher, as `npm run
 * build:production` leaves it), the front-end builds and the runtime install, in a fresh folder outside the checkout.
 * Needs `npm run build` first.
 */
export function assembleProductionApp(): { dir: string; remove(): void } {
  for (const built of ['backend/dist/main.js', 'storefront/dist/index.html', 'storefront/dist-server/entry-server.js', 'backoffice/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const install = productionInstall();
  const dir = join(tmpdir(), `bte-production-app-${process.pid}-${Date.now().toString(36)}`);
  for (const file of MANIFESTS) cpSync(join(ROOT, file), join(dir, file));
  cpSync(join(ROOT, 'backend/dist'), join(dir, 'backend/dist'), { recursive: true, filter: (source) => !source.startsWith(join(ROOT, 'backend/dist/launcher')) });
  for (const built of ['storefront/dist', 'storefront/dist-server', 'backoffice/dist']) cpSync(join(ROOT, built), join(dir, built), { recursive: true });
  symlinkSync(join(install, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The Node binary of the image's version, from the npm registry's node-<platform>-<arch> package (what the `node`
 * package installs), kept in .data/image-node/. npm checks the tarball against the registry's integrity hash.
 */
export function imageNode(): string {
  const version = imageNodeVersion();
  const target = join(ROOT, '.data', 'image-node', `v${version}`);
  const binary = join(target, 'bin', 'node');
  if (existsSync(binary)) return binary;

  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-${process.platform}-${process.arch}@${version}`, '--pack-destination', partial, '--loglevel=error'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', join(partial, tarball), '-C', partial, '--strip-components=1', 'package/bin/node']);
  rmSync(join(partial, tarball));
  publish(partial, target);
  return binary;
}

/** Moves a finished folder into place; when a parallel test file got there first, keeps theirs. */
function publish(partial: string, target: string) {
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(partial, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
}
