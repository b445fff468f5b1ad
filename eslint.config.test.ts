import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md are lint rules; these cases prove they bite.
const eslint = new ESLint({ cwd: import.meta.dirname });

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

  it('lets the theory engine take the tuning ids from events/, and nothing else of events/', async () => {
    expect(
      await restrictedImports(
        "import { TUNING_IDS } from '../../../events/tuningIds';\nexport const t = TUNING_IDS;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(0);
    expect(
      await restrictedImports(
        "import { ITEM_KINDS } from '../../../events/progressEvents';\nexport const k = ITEM_KINDS;\n",
        'client/src/theory/x.ts',
      ),
    ).toBe(1);
  });
});
