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
  const api = await startApi(site);
  const recorder = recordingFetch(api.app, options.intercept);
  const config = previewConfig(site);
  const session = await freshSession(config.storageName);
  const runtime: Runtime = createRuntime({ config, session, fetch: recorder.fetch, timeoutMs: options.timeoutMs });
  setRuntime(runtime);
  return { api, runtime, recorder, session };
}
