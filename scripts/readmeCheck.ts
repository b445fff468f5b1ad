/**
 * Holds a folder README to its file table or file list (the shapes `readmeEntries` reads):
 * every name it lists exists, and every source file beside the names it lists is named.
 *
 * "Beside": a folder a README lists anything in is a folder it vouches for, so all of that
 * folder's source files and source subfolders must be listed. A README listing
 * `src/routes/` vouches for `src/`; one listing `roomHub.ts` vouches for its own folder.
 * Tests are not listed (they sit beside the file they test), nor build output.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readmeEntries } from './readmeEntries';

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sql)$/;
const TEST = /\.(test|int\.test)\.tsx?$|\.e2e\.ts$/;
const NOT_SOURCE_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', 'artifacts', 'out']);

export interface ReadmeProblems {
  /** Listed names with nothing at that path. */
  missing: string[];
  /** Source files and source folders (as `name/`) beside the listed names, not listed. */
  unlisted: string[];
}

const isSourceFile = (name: string) => SOURCE.test(name) && !TEST.test(name);
const isDirectory = (path: string) => statSync(path).isDirectory();

function holdsSource(folder: string): boolean {
  return readdirSync(folder).some((name) => {
    if (name.startsWith('.') || NOT_SOURCE_FOLDERS.has(name)) return false;
    const path = join(folder, name);
    return isDirectory(path) ? holdsSource(path) : isSourceFile(name);
  });
}

/** The source files and subfolders (with a trailing `/`) directly in a folder. */
function sourceEntries(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !NOT_SOURCE_FOLDERS.has(name))
    .flatMap((name) => {
      const path = join(folder, name);
      if (isDirectory(path)) return holdsSource(path) ? [`${name}/`] : [];
      return isSourceFile(name) ? [name] : [];
    });
}

export function checkReadme(readmePath: string): ReadmeProblems {
  const home = dirname(readmePath);
  const listed = readmeEntries(readFileSync(readmePath, 'utf8')).filter((name) => !name.includes('*'));
  const paths = new Set(listed.map((name) => resolve(home, name)));
  const missing = listed.filter((name) => !existsSync(resolve(home, name)));
  // A name outside the README's folder (`../trpc/directFeed.ts`) is a pointer: it must
  // exist, but the README does not speak for that folder.
  const inside = (folder: string) => folder === home || folder.startsWith(`${home}${sep}`);
  const vouchedFor = new Set(
    [...paths].filter((path) => existsSync(path) && inside(dirname(path))).map((path) => dirname(path)),
  );
  const unlisted = [...vouchedFor].flatMap((folder) =>
    sourceEntries(folder)
      .filter((entry) => !paths.has(resolve(folder, entry)))
      .map((entry) => relative(home, join(folder, entry)) + (entry.endsWith('/') ? '/' : '')),
  );
  return { missing, unlisted };
}

/** Every README.md under the given top folders, as paths relative to `root`. */
export function findReadmes(root: string, topFolders: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.') || NOT_SOURCE_FOLDERS.has(name)) continue;
      const path = join(folder, name);
      if (isDirectory(path)) walk(path);
      else if (name === 'README.md') found.push(relative(root, path));
    }
  };
  for (const top of topFolders) walk(join(root, top));
  return found;
}
