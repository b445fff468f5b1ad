import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReadme, findReadmes } from './readmeCheck';
import { readmeEntries } from './readmeEntries';

const root = join(import.meta.dirname, '..');
const readmes = findReadmes(root, ['client', 'server', 'events', 'e2e', 'bench', 'migrations', 'scripts']);

const NOT_YET_CHECKED = new Set<string>();

const listsFiles = (readme: string) => readmeEntries(readFileSync(join(root, readme), 'utf8')).length > 0;

describe("folder READMEs' file lists", () => {
  it('are found where the layout says they are', () => {
    for (const readme of ['client/README.md', 'server/README.md', 'events/README.md', 'client/src/audio/README.md'])
      expect(readmes.filter(listsFiles)).toContain(readme);
  });

  // READMEs that describe their files in prose only (machines, state, migrations) have no
  // list to hold them to.
  for (const readme of readmes.filter((path) => listsFiles(path) && !NOT_YET_CHECKED.has(path))) {
    it(`${readme} names only files that exist, and every source file beside them`, () => {
      expect(checkReadme(join(root, readme))).toEqual({ missing: [], unlisted: [] });
    });
  }
});

describe('the README check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'readme-check-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (path: string, text = '') => {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  };

  it('reports a listed file that is gone, and a source file or folder nobody listed', () => {
    write('feature/README.md', '| File | Holds |\n| --- | --- |\n| `kept.ts` | Kept. |\n| `gone.ts` | Gone. |\n');
    write('feature/kept.ts');
    write('feature/kept.test.ts');
    write('feature/new.tsx');
    write('feature/parts/piece.ts');
    write('feature/notes.txt');
    expect(checkReadme(join(folder, 'feature/README.md'))).toEqual({
      missing: ['gone.ts'],
      unlisted: ['new.tsx', 'parts/'],
    });
  });

  it('speaks for the folders it lists into, and only checks that a pointer elsewhere exists', () => {
    write('app/README.md', '- `src/main.ts`: starts.\n- `../feature/kept.ts`: borrowed.\n');
    write('app/src/main.ts');
    write('app/src/extra.ts');
    write('app/other/ignored.ts');
    expect(checkReadme(join(folder, 'app/README.md'))).toEqual({ missing: [], unlisted: ['src/extra.ts'] });
  });
});
