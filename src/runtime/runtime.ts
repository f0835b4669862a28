import type { ApiClient } from '@/src/api/client';
import type { DeviceKeeper } from '@/src/session/device';
import { resolveConfig, type OssatureConfig } from '@/src/config/config';
import { createSession, type Session } from '@/src/session/session';
import { mainSite } from './sites/main';
import type { SiteStrategy } from './sites/site-strategy';
import { toolsSite } from './sites/tools';
import { notices } from './notices';

/** Said once when a login is lost to a token refused elsewhere (revoked, expired, refresh refused). */
export const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';

/**
 * What every island shares on a page: one config, one session, one API client, the main site's
 * device, and the strategy of the site it runs on (`site`: what differs between the main site
 * and the floor and carbon sites).
 */
export interface Runtime {
  config: OssatureConfig;
  session: Session;
  api: ApiClient;
  device: DeviceKeeper;
  site: SiteStrategy;
}

let current: Runtime | null = null;

/** The API client's chunk: a chunk that fails to load is tried once more, like the islands'. */
const loadServices = () => import('./services').catch(() => import('./services'));

export interface RuntimeOverrides {
  config?: OssatureConfig;
  fetch?: typeof fetch;
  session?: Session;
  /** The API client's time limit (tests shorten it). */
  timeoutMs?: number;
}

/** Creates the runtime once per page (tests may pass their own config, fetch and session). */
/**
 * A call that needs ky asks for it along with the client's chunk, not once that has arrived: one
 * round trip, not two (the transport's own import then finds it loaded or on its way). Asked once
 * per page; a failed download is asked again by the next call.
 */
let kyRequested: Promise<unknown> | null = null;
const warm = () => {
  kyRequested ??= import('ky').catch(() => {
    kyRequested = null;
  });
};

export function createRuntime(overrides: RuntimeOverrides = {}): Runtime {
  const config = overrides.config ?? resolveConfig(location, document);
  const session = overrides.session ?? createSession({ storageName: config.storageName });
  const site = config.site === 'main' ? mainSite : toolsSite;
  // The client and the device keeper come with the first call (src/runtime/services.ts). They
  // and the strategy need each other: they read the runtime lazily.
  const { refresh, renewDevice } = site;
  let services: Promise<{ api: ApiClient; device: DeviceKeeper }> | null = null;
  const load = () =>
    (services ??= loadServices().then(({ createApiClient, deviceKeeper }) => ({
      api: createApiClient({
        config,
        session,
        fetch: overrides.fetch,
        timeoutMs: overrides.timeoutMs,
        anonymousBearer: site.anonymousBearer,
        browserKey: site.sendsBrowserKey ? () => session.browserKey() : undefined,
        refresh: refresh && ((token) => refresh(runtime, token)),
        renewDevice: renewDevice && (() => renewDevice(runtime)),
        // One toast, whatever the number of calls refused at once: the toast's id is its text, so the
        // server's own refusal with the same words, shown by a form, does not stack a second one.
        // Only the page's runtime speaks: one a test creates without installing it has no page to
        // toast on, and the overlay host would create the page's runtime for it (its own session, its
        // BroadcastChannel, a device registration), which kept Jest from exiting. The toaster is
        // reached through the notices port, not imported: the overlay host imports the runtime.
        onSessionExpired: () => {
          if (current === runtime) notices.speak('error', SESSION_EXPIRED);
        },
      }),
      device: deviceKeeper(session, () => runtime.api),
    }))).catch((error: unknown) => {
      // Not downloaded, twice: this call fails (as when ky was its own chunk), the next one tries again.
      services = null;
      throw error;
    });
  // The time limits start once the client is there (its chunk is small, and comes once per page).
  const api: ApiClient = {
    call: (call, options) => {
      if (!options?.light) warm();
      return load().then((s) => s.api.call(call, options));
    },
    download: (download, options) => {
      warm();
      return load().then((s) => s.api.download(download, options));
    },
    within: (name, run, signal) => {
      warm();
      return load().then((s) => s.api.within(name, run, signal));
    },
    warm,
  };
  const device: DeviceKeeper = {
    // Like the keeper's own: never throws, a failure is only reported.
    ensure: () =>
      load().then(
        (s) => s.device.ensure(),
        (error: unknown) => console.warn('[ossature]', error),
      ),
    required: () => load().then((s) => s.device.required()),
    register: () => load().then((s) => s.device.register()),
  };
  const runtime: Runtime = { config, session, api, device, site };
  site.start(runtime);
  return runtime;
}

export function getRuntime(): Runtime {
  current ??= createRuntime();
  return current;
}

/** Tests install their own runtime (reference API in-process, fresh storage). */
export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}
