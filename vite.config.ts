import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { paths, patternToRegExpSource } from './client/src/routes/paths.ts';
import { checkLessons } from './scripts/checkLessons.ts';

/** Writes routes.json beside index.html: the server answers 404 for any path not in it. */
function routeManifest(): Plugin {
  return {
    name: 'fretboard-route-manifest',
    generateBundle() {
      const patterns = Object.values(paths).map(patternToRegExpSource);
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify({ patterns }, null, 2) });
    },
  };
}

/**
 * Source maps are written for whoever debugs a production build, but not where the server
 * serves files from: after the build they move from dist/client to dist/client-sourcemaps (same
 * relative paths), and the bundles name no map (`sourcemap: 'hidden'`).
 */
function sourceMapsAside(): Plugin {
  let outDir = '';
  return {
    name: 'fretboard-source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const aside = resolve(outDir, '..', `${basename(outDir)}-sourcemaps`);
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? walk(join(dir, entry.name))
            : entry.name.endsWith('.map')
              ? [join(dir, entry.name)]
              : [],
        );
      for (const file of walk(outDir)) {
        const target = join(aside, relative(outDir, file));
        mkdirSync(resolve(target, '..'), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), checkLessons(), routeManifest(), sourceMapsAside()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: 'hidden',
    assetsInlineLimit: 0, // fonts and images as files: the CSP allows no data: fonts
    rolldownOptions: {
      treeshake: {
        // tonal's packages declare no "sideEffects": their modules only define (the chord and
        // scale dictionaries fill themselves, for their own use), so a page that needs only
        // notes and intervals need not download every dictionary and progression helper.
        moduleSideEffects: (id: string) => !/node_modules\/(tonal|@tonaljs)\//.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/trpc': { target: apiTarget, ws: true },
      '/api': { target: apiTarget },
    },
  },
});
