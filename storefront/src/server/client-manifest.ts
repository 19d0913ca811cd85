import type { TranslationKey } from '../lib/language';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

// The client build's manifest (written by the client build, which runs before this bundle is built).
const manifest: Record<string, ManifestChunk> =
  Object.values(import.meta.glob<Record<string, ManifestChunk>>('../../dist/.vite/manifest.json', { eager: true, import: 'default' }))[0] ?? {};

/** A chunk's file and the files it imports, at any depth. */
function withImports(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => withImports(imported, seen))];
}

/**
 * The scripts of a server-rendered page: the small entry in the HTML, the chunk it loads after the first paint,
 * and what to preload with it (its imports and the page language's messages), so hydration takes one round trip.
 */
export function hydrationScripts(language: TranslationKey): { entry: string; hydrate: string; preload: string[] } {
  const entry = manifest['src/hydrate-entry.ts']?.file;
  const [hydrate, ...imports] = withImports('src/hydrate.tsx');
  const messages = manifest[`src/i18n/${language}.json`]?.file;
  if (!entry || !hydrate || !messages) throw new Error('The client build manifest lacks the hydration scripts');
  return { entry: `/${entry}`, hydrate, preload: [...imports, `/${messages}`] };
}
