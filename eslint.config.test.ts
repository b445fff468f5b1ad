import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md are lint rules; these cases prove they bite.
const eslint = new ESLint({ cwd: import.meta.dirname });

// The first lint loads the config, the TypeScript parser and every plugin: seconds on a
// busy machine. Pay for it once here, not inside whichever test happens to run first.
beforeAll(() => eslint.lintText('', { filePath: 'client/src/x.ts' }), 60_000);

async function restrictedImports(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.filter((message) => message.ruleId === 'no-restricted-imports').length ?? -1;
}

describe('import boundaries', () => {
  it('lets the client import the API type from the server, and nothing else', async () => {
    expect(
      await restrictedImports(
        "import type { AppRouter } from '../../server/src/trpc/router';\nexport type A = AppRouter;\n",
        'client/src/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { appRouter } from '../../server/src/trpc/router';\nexport const a = appRouter;\n",
        'client/src/x.ts',
      ),
    ).toBe(1);
  });

  it('keeps the server from importing the client', async () => {
    expect(
      await restrictedImports(
        "import { paths } from '../../client/src/routes/paths';\nexport const p = paths;\n",
        'server/src/x.ts',
      ),
    ).toBe(1);
  });

  it('keeps events/ free of our other code', async () => {
    expect(
      await restrictedImports(
        "import { loadConfig } from '../server/src/config';\nexport const c = loadConfig;\n",
        'events/x.ts',
      ),
    ).toBe(1);
    expect(await restrictedImports("import { z } from 'zod';\nexport const s = z.string();\n", 'events/x.ts')).toBe(0);
  });

  it('keeps the theory engine pure: tonal only', async () => {
    expect(
      await restrictedImports("import { Note } from 'tonal';\nexport const n = Note;\n", 'client/src/theory/x.ts'),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { useState } from 'react';\nexport const u = useState;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        "import { pageStore } from '../state';\nexport const p = pageStore;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(1);
  });

  it('lets the theory engine take the tuning ids and the shape form from events/, and nothing else of events/', async () => {
    expect(
      await restrictedImports(
        "import { TUNING_IDS } from '#events/tuningIds';\nexport const t = TUNING_IDS;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { SHAPE_PATTERN } from '#events/shapeText';\nexport const s = SHAPE_PATTERN;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { ITEM_KINDS } from '#events/progressEvents';\nexport const k = ITEM_KINDS;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(1);
  });
});

describe('layers inside server/', () => {
  it('keeps the database and the event store below everything else', async () => {
    for (const file of ['server/src/db/x.ts', 'server/src/eventStore/x.ts']) {
      for (const above of [
        '../trpc/context',
        '../rooms',
        '../auth/revocation',
        '../account/nuke',
        '../projections/rebuild',
      ]) {
        expect(await restrictedImports(`import { a } from '${above}';\nexport const b = a;\n`, file)).toBe(1);
      }
    }
    expect(
      await restrictedImports(
        "import type { Bus } from '../eventStore/bus';\nexport type B = Bus;\n",
        'server/src/db/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import type { Database } from '../db/database';\nexport type D = Database;\n",
        'server/src/eventStore/x.ts',
      ),
    ).toBe(0);
  });

  it('keeps auth/ and projections/ off the routers, rooms and accounts', async () => {
    for (const file of ['server/src/auth/x.ts', 'server/src/projections/x.ts']) {
      expect(await restrictedImports("import { t } from '../trpc/trpc';\nexport const u = t;\n", file)).toBe(1);
      expect(await restrictedImports("import { roomsFor } from '../rooms';\nexport const r = roomsFor;\n", file)).toBe(
        1,
      );
      expect(await restrictedImports("import { nuke } from '../account/nuke';\nexport const n = nuke;\n", file)).toBe(
        1,
      );
      expect(
        await restrictedImports(
          "import { openDatabase } from '../db/database';\nexport const o = openDatabase;\n",
          file,
        ),
      ).toBe(0);
    }
  });

  it('keeps account/ and web/ off the routers, and only main.ts starts the app', async () => {
    expect(
      await restrictedImports(
        "import { appRouter } from '../trpc/router';\nexport const a = appRouter;\n",
        'server/src/account/x.ts',
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        "import { roomsFor } from '../rooms';\nexport const r = roomsFor;\n",
        'server/src/account/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { appRouter } from '../trpc/router';\nexport const a = appRouter;\n",
        'server/src/web/x.ts',
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        "import { buildApp } from '../../app';\nexport const b = buildApp;\n",
        'server/src/trpc/routers/x.ts',
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        "import { nuke } from '../../account/nuke';\nexport const n = nuke;\n",
        'server/src/trpc/routers/x.ts',
      ),
    ).toBe(0);
  });

  it('lets integration tests drive a layer through the app, and still keeps the client out', async () => {
    const file = 'server/src/auth/x.int.test.ts';
    expect(await restrictedImports("import { buildApp } from '../app';\nexport const b = buildApp;\n", file)).toBe(0);
    expect(
      await restrictedImports(
        "import { paths } from '../../../client/src/routes/paths';\nexport const p = paths;\n",
        file,
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        "import { paths } from '../../../client/src/routes/paths';\nexport const p = paths;\n",
        'server/src/db/x.ts',
      ),
    ).toBe(1);
  });

  it('keeps config.ts and serverStatus.ts leaves', async () => {
    expect(
      await restrictedImports(
        "import { openDatabase } from './db/database';\nexport const o = openDatabase;\n",
        'server/src/config.ts',
      ),
    ).toBe(1);
    expect(
      await restrictedImports("import { z } from 'zod';\nexport const s = z.string();\n", 'server/src/serverStatus.ts'),
    ).toBe(0);
  });
});
