import { createApiClient, type ApiClient } from '../api/client';
import { deviceKeeper } from '../session/device';
import { resolveConfig, type OssatureConfig } from '../config/config';
import { refreshToken } from '../contracts/account/token-refresh';
import { createSession, type Session } from '../session/session';
import { whenIdle } from './idle';

/** What every island shares on a page: one config, one session, one API client. */
export interface Runtime {
  config: OssatureConfig;
  session: Session;
  api: ApiClient;
  device: ReturnType<typeof deviceKeeper>;
}

let current: Runtime | null = null;

export interface RuntimeOverrides {
  config?: OssatureConfig;
  fetch?: typeof fetch;
  session?: Session;
}

/** Creates the runtime once per page (tests may pass their own config, fetch and session). */
export function createRuntime(overrides: RuntimeOverrides = {}): Runtime {
  const config = overrides.config ?? resolveConfig(location, document);
  const session = overrides.session ?? createSession({ storageName: config.storageName });
  // The device keeper and the client need each other: the keeper reads the client lazily.
  const device = deviceKeeper(session, () => api);
  const api: ApiClient = createApiClient({
    config, session, fetch: overrides.fetch,
    refresh: config.site === 'main' ? undefined : async (token) => {
      const reply = await api.call(refreshToken, { body: { refreshToken: token } });
      return reply.ok ? reply.datas : null;
    },
    renewDevice: config.site === 'main' ? () => device.register() : undefined,
  });
  const runtime: Runtime = { config, session, api, device };
  // The main site registers or verifies its device once the page is idle: off the critical path,
  // and a login waits for it anyway.
  if (config.site === 'main') whenIdle(() => void device.ensure());
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
