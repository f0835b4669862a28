import { createApiClient, type ApiClient } from '../api/client';
import { deviceKeeper, type DeviceKeeper } from '../session/device';
import { resolveConfig, type OssatureConfig } from '../config/config';
import { createSession, type Session } from '../session/session';
import { mainSite } from './sites/main';
import type { SiteStrategy } from './sites/site-strategy';
import { toolsSite } from './sites/tools';
import { notify } from '../ui/overlays/overlays';

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

export interface RuntimeOverrides {
  config?: OssatureConfig;
  fetch?: typeof fetch;
  session?: Session;
  /** The API client's time limit (tests shorten it). */
  timeoutMs?: number;
}

/** Creates the runtime once per page (tests may pass their own config, fetch and session). */
export function createRuntime(overrides: RuntimeOverrides = {}): Runtime {
  const config = overrides.config ?? resolveConfig(location, document);
  const session = overrides.session ?? createSession({ storageName: config.storageName });
  const site = config.site === 'main' ? mainSite : toolsSite;
  // The device keeper, the client and the strategy need each other: they read the runtime lazily.
  const device = deviceKeeper(session, () => runtime.api);
  const { refresh, renewDevice } = site;
  const api = createApiClient({
    config,
    session,
    fetch: overrides.fetch,
    timeoutMs: overrides.timeoutMs,
    anonymousBearer: site.anonymousBearer,
    refresh: refresh && ((token) => refresh(runtime, token)),
    renewDevice: renewDevice && (() => renewDevice(runtime)),
    // One toast, whatever the number of calls refused at once: the toast's id is its text, so the
    // server's own refusal with the same words, shown by a form, does not stack a second one.
    // Only the page's runtime speaks: one a test creates without installing it has no page to
    // toast on, and the overlay host would create the page's runtime for it (its own session, its
    // BroadcastChannel, a device registration), which kept Jest from exiting.
    onSessionExpired: () => {
      if (current === runtime) notify('error', SESSION_EXPIRED);
    },
  });
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
