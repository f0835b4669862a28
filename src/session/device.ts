import { createDevice, verifyDevice } from '@/src/contracts/account/device';
import type { ApiClient } from '@/src/api/client';
import { ApiClientError } from '@/src/api/errors';
import type { Session } from './session';
import type { StoredDevice } from './session-user';
import { describeBrowser } from './browser-info';

/** Said when the device could not be registered for a reason other than the network's. */
export const DEVICE_UNAVAILABLE = "Votre navigateur n'a pas pu être enregistré auprès du service. Veuillez réessayer.";

/**
 * The main site's device (account-layer §4): load the stored device; if none, register one;
 * verify it with the server and register again if verification fails. Single-flight: many
 * islands on a page, one registration. Once per page load: a device registered or verified here
 * is not checked again (a login attempt after a refused one goes straight to the login call);
 * one the client renews after a refusal counts as registered. Its calls are light (`fetch`, not
 * ky): a visitor who only reads the page does not download ky for them.
 */
export type DeviceKeeper = ReturnType<typeof deviceKeeper>;

/**
 * Takes the device a verification answers; resolves to its uuid. One whose uuid an older bundle
 * made comes back replaced (a new uuid and token: the server moved its unsaved work there and
 * forgot the old id), and is stored, unless the page changed its device meanwhile.
 */
function adopt(session: Session, stored: StoredDevice, verified: StoredDevice): string {
  if (verified.uuid !== stored.uuid && session.store.getState().device?.uuid === stored.uuid) {
    session.setDevice(verified);
  }
  return verified.uuid;
}

/**
 * Verifies the stored device; resolves to its uuid, or null when it was refused (and registered
 * again). One tab at a time, each first taking the device another tab stored meanwhile: a
 * client-made device is replaced at its first verification, and a second tab verifying the old
 * one would be refused and register a device of its own over the replacement, whose unsaved
 * searches no tab would then hold.
 */
function verifyStored(session: Session, api: () => ApiClient, register: () => Promise<void>) {
  return session.exclusive('device', async (): Promise<string | null> => {
    const stored = await session.reloadDevice();
    // Dropped meanwhile (another tab's device was refused): this tab registers one, as at start.
    if (!stored) return register().then(() => null);
    // The device's own bearer, even when a user is logged in: the server checks that the bearer
    // is this device's, so a user token gets a 401, which the client's 401 handling would take
    // for an expired login and log the user out. With an explicit bearer a refusal is a reply:
    // only the device is dropped and registered again.
    const reply = await api().call(verifyDevice, { body: { uuid: stored.uuid }, bearer: stored.token, light: true });
    let verified: string | null = null;
    if (reply.ok) verified = adopt(session, stored, reply.datas.device);
    else if (session.store.getState().device?.uuid === stored.uuid) {
      session.setDevice(null);
      await register();
    }
    // In storage before the next tab takes the lock and reads it.
    await session.persisted();
    return verified;
  });
}

export function deviceKeeper(session: Session, api: () => ApiClient) {
  let running: Promise<unknown> | null = null;
  // A registration has its own single flight: the client renews a refused device through
  // `register()` while `ensure()` may be awaiting that very call (sharing one promise deadlocked).
  let registering: Promise<void> | null = null;
  /** The uuid of the device registered or verified during this page load. */
  let checked: string | null = null;

  const isChecked = () => checked !== null && session.store.getState().device?.uuid === checked;

  const register = (): Promise<void> => {
    registering ??= (async () => {
      const reply = await api().call(createDevice, {
        // No uuid: the server mints the device's id (an id a client chose could be guessed).
        body: describeBrowser(),
        light: true,
      });
      if (!reply.ok) return;
      session.setDevice(reply.datas.device);
      checked = reply.datas.device.uuid;
    })().finally(() => {
      registering = null;
    });
    return registering;
  };

  const ensure = async () => {
    await session.ready;
    if (!session.store.getState().device) return register();
    if (isChecked()) return;
    checked = (await verifyStored(session, api, register)) ?? checked;
  };

  /** One run of `ensure` at a time; resolves to what kept it from finishing, or null. */
  const attempt = (): Promise<unknown> => {
    running ??= ensure()
      .then(
        () => null,
        (error: unknown) => {
          console.warn('[ossature] Device registration failed.', error);
          return error;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    /** Idempotent while running; network errors keep the stored device for the next page. */
    ensure: async (): Promise<void> => {
      await attempt();
    },
    /**
     * `ensure`, for a call that needs the device's bearer (the main site's login and password
     * reset): throws, with a French message, when there is still no device — such a call would
     * only be refused, and its refusal would read as a wrong password.
     */
    async required(): Promise<void> {
      const error = await attempt();
      if (session.store.getState().device) return;
      if (error instanceof ApiClientError) throw error;
      throw new ApiClientError('createDevice: no device after registration', 'createDevice', DEVICE_UNAVAILABLE);
    },
    /** Used by the API client after a 401 on a device call. */
    register,
  };
}
