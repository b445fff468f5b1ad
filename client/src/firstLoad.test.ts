import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the first page downloads is what `main.tsx` imports statically, file by file; screens
 * and the sound engine come later through `import()`. This walks that graph (the way the
 * bundler does, minus `import type` and `import()`) so a stray import that would drag a
 * heavy library into the first page fails here, not only in bench/initialJs.bench.ts.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(from: string, spec: string): string | null {
  const base = spec.startsWith('#events/')
    ? join(root, 'events', spec.slice('#events/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  return null;
}

/** Every source file and package the first page loads, from the entry. */
function firstLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec!.endsWith('.css')) continue;
      const target = resolveFile(file, spec!);
      if (target) queue.push(target);
      else if (!spec!.startsWith('.') && !spec!.startsWith('#')) packages.add(spec!.split('/')[0]!);
    }
  }
  return { files, packages };
}

describe('the first page', () => {
  const { files, packages } = firstLoad(join(root, 'client/src/main.tsx'));
  const loaded = [...files].map((file) => relative(root, file));

  it('is found from the entry (the walk sees the app shell)', () => {
    expect(loaded).toContain('client/src/router.tsx');
    expect(packages).toContain('react');
  });

  it('loads neither the sound engine nor the chord engine: they come with the screens that use them', () => {
    expect(packages).not.toContain('tone');
    // tonal's note and interval functions are small and shared; its chord and scale
    // dictionaries come with the theory index, the voicings and the naming of chords.
    const heavy = ['index.ts', 'voicings.ts', 'identify.ts', 'catalog.ts', 'chordBook.ts'].map(
      (f) => `client/src/theory/${f}`,
    );
    expect(loaded.filter((file) => heavy.includes(file) || file.startsWith('client/src/content/lessons/'))).toEqual([]);
  });
});
