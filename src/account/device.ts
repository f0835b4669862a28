import { createDevice, verifyDevice } from '../contracts/device';
import type { ApiClient } from '../api/client';
import type { Session } from '../session/session';
import { describeBrowser } from './browser-info';

/**
 * The main site's device (account-layer §4): load the stored device; if none, register one;
 * verify it with the server and register again if verification fails. Single-flight: many
 * islands on a page, one registration.
 */
export function deviceKeeper(session: Session, api: () => ApiClient) {
  let running: Promise<void> | null = null;
  // A registration has its own single flight: the client renews a refused device through
  // `register()` while `ensure()` may be awaiting that very call (sharing one promise deadlocked).
  let registering: Promise<void> | null = null;

  const register = (): Promise<void> => {
    registering ??= (async () => {
      const reply = await api().call(createDevice, { body: { uuid: crypto.randomUUID(), ...describeBrowser() } });
      if (reply.ok) session.setDevice(reply.datas.device);
    })().finally(() => { registering = null; });
    return registering;
  };

  const ensure = async () => {
    await session.ready;
    const stored = session.store.getState().device;
    if (!stored) return register();
    // The device's own bearer, even when a user is logged in: the server checks that the bearer
    // is this device's, so a user token gets a 401, which the client's 401 handling would take
    // for an expired login and log the user out. With an explicit bearer a refusal is a reply:
    // only the device is dropped and registered again.
    const reply = await api().call(verifyDevice, { body: { uuid: stored.uuid }, bearer: stored.token });
    if (!reply.ok && session.store.getState().device?.uuid === stored.uuid) {
      session.setDevice(null);
      await register();
    }
  };

  return {
    /** Idempotent while running; network errors keep the stored device for the next page. */
    ensure(): Promise<void> {
      running ??= ensure().catch((error) => console.warn('[ossature] Device registration failed.', error))
        .finally(() => { running = null; });
      return running;
    },
    /** Used by the API client after a 401 on a device call. */
    register,
  };
}
