// Prints, one per line as name@version, the prebuilt native binaries this machine needs of the runtime packages
// that ship them as optional dependencies (sharp: its @img/sharp-<platform> and @img/sharp-libvips-<platform>), at
// the versions package-lock.json records. The Dockerfile's runtime stage installs with --omit=optional, which keeps
// out the optional peers (the TypeScript compiler and ~40 more) but also these; it adds them back by name
// (docs/adr/0034-image-processing.md). Exits 1 when a package has no binary for this platform: the image would not
// run, so the build must not pass.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Runtime packages whose optional dependencies are their platform binaries. */
const NATIVE_PACKAGES = ['sharp'];

const lock = JSON.parse(readFileSync(resolve(process.argv[2] ?? '.', 'package-lock.json'), 'utf8'));
const libc = process.platform !== 'linux' ? undefined : process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const fits = (allowed, value) => !allowed || allowed.includes(value);

let missing = false;
for (const name of NATIVE_PACKAGES) {
  const entry = lock.packages[`node_modules/${name}`];
  const binaries = Object.keys(entry?.optionalDependencies ?? {})
    .map((dependency) => ({ dependency, locked: lock.packages[`node_modules/${dependency}`] }))
    .filter(({ locked }) => locked && fits(locked.os, process.platform) && fits(locked.cpu, process.arch) && (!libc || fits(locked.libc, libc)));
  if (binaries.length === 0) {
    process.stderr.write(`${name}: no prebuilt binary for ${process.platform}-${process.arch}${libc ? ` (${libc})` : ''} in package-lock.json\n`);
    missing = true;
  }
  for (const { dependency, locked } of binaries) process.stdout.write(`${dependency}@${locked.version}\n`);
}
process.exit(missing ? 1 : 0);
