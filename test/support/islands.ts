import type { Site } from '@/src/config/variants';
import { createRuntime, setRuntime, type Runtime } from '@/src/runtime/runtime';
import { startApi } from './reference-api';
import { freshSession, previewConfig, recordingFetch } from './runtime';

/**
 * A page of `site` wired to the in-process reference API: config, a fresh in-memory session,
 * the API client; installed as the page's runtime so islands and dialogs use it.
 */
export async function startPage(
  site: Site,
  options: { intercept?: Parameters<typeof recordingFetch>[1]; timeoutMs?: number } = {},
) {
  const config = previewConfig(site);
  const session = await freshSession(config.storageName);
  // What the test makes through the API comes from this page's browser (access/caller.ts).
  const api = await startApi(site, { browser: await session.browserKey() });
  const recorder = recordingFetch(api.app, options.intercept);
  const runtime: Runtime = createRuntime({ config, session, fetch: recorder.fetch, timeoutMs: options.timeoutMs });
  setRuntime(runtime);
  return { api, runtime, recorder, session };
}
