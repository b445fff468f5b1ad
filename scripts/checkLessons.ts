/**
 * The build fails on a lesson with a problem: before bundling, the curriculum is loaded as
 * the app loads it (client/src/content/lessons/index.ts, through Vite, so its file glob is
 * the app's own) and checked by `curriculumProblems`; each problem is printed as the
 * validator's sentence, and `vite build` stops. `npm run build` and the Dockerfile's
 * `npx vite build` both go through it.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Lessons from '../client/src/content/lessons';

const LESSONS_INDEX = fileURLToPath(new URL('../client/src/content/lessons/index.ts', import.meta.url));

/** The curriculum's problems, read through Vite without the app's config (and so without this plugin). */
export async function lessonFileProblems(): Promise<string[]> {
  const { module } = await runnerImport<typeof Lessons>(LESSONS_INDEX, { configFile: false, logLevel: 'error' });
  // No lessons at all is a glob that went wrong, not a sound curriculum.
  if (module.LESSONS.size === 0) return ['no lesson file was found (client/src/content/lessons/<category>/<slug>.ts)'];
  return module.curriculumProblems(module.LESSONS, module.BEGINNER_PATH);
}

/** What the build stops with for these problems, one sentence a line; null when there are none. */
export function lessonCheckMessage(problems: readonly string[]): string | null {
  if (problems.length === 0) return null;
  return `${problems.length} problem(s) in the lesson files (client/src/content/lessons):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

export function checkLessons(): Plugin {
  return {
    name: 'fretboard-check-lessons',
    apply: 'build',
    async buildStart() {
      const message = lessonCheckMessage(await lessonFileProblems());
      if (message) this.error(message);
    },
  };
}
