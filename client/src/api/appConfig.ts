import * as z from 'zod/mini';

/** The public configuration the server writes into the page (see server/src/web/clientApp.ts). */
const appConfigSchema = z.object({
  feedbackUrl: z.catch(z.nullable(z.string()), null),
  analyticsEnabled: z.catch(z.boolean(), false),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

const fallback: AppConfig = { feedbackUrl: null, analyticsEnabled: false };
let cached: AppConfig | undefined;

/** Reads the page's configuration once; a page without it (the dev server) gets defaults. */
export function appConfig(doc: Document | undefined = globalThis.document): AppConfig {
  if (cached) return cached;
  const text = doc?.getElementById('app-config')?.textContent;
  if (!text) return fallback;
  try {
    cached = appConfigSchema.parse(JSON.parse(text));
  } catch {
    cached = fallback;
  }
  return cached;
}
