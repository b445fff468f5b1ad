import { bool, isRecord, text } from '../state/validate';

/** The public configuration the server writes into the page (see server/src/web/clientApp.ts). */
export interface AppConfig {
  feedbackUrl: string | null;
  analyticsEnabled: boolean;
}

function parseAppConfig(value: unknown): AppConfig {
  const record = isRecord(value) ? value : {};
  return {
    feedbackUrl: text(record.feedbackUrl, /^(https?:|mailto:)/, 2000) ?? null,
    analyticsEnabled: bool(record.analyticsEnabled) ?? false,
  };
}

const fallback: AppConfig = { feedbackUrl: null, analyticsEnabled: false };
let cached: AppConfig | undefined;

/** Reads the page's configuration once; a page without it (the dev server) gets defaults. */
export function appConfig(doc: Document | undefined = globalThis.document): AppConfig {
  if (cached) return cached;
  const json = doc?.getElementById('app-config')?.textContent;
  if (!json) return fallback;
  try {
    cached = parseAppConfig(JSON.parse(json));
  } catch {
    cached = fallback;
  }
  return cached;
}
