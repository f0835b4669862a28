import { createDevice, type Device } from '@/src/contracts/account/device';
import type { MainSetProfileBody } from '@/src/contracts/account/profile';
import { mainLoginCheck } from '@/src/contracts/account/session';
import type { MainUser } from '@/src/contracts/account/user';
import type { Session } from '@/src/session/session';
import { expectOk, startApi } from './reference-api';

/** A main-site API as `startApi('main')` gives it. */
export type MainApi = Awaited<ReturnType<typeof startApi>>;

export interface Credentials {
  email: string;
  password: string;
}

const FIREFOX = { browser: 'Firefox', browserVersion: '128.0', os: 'Linux' };

/**
 * Registers a browser the way the bundle does at start-up (no uuid: the server mints it);
 * answers the device, its bearer included.
 */
export async function newDevice(api: MainApi): Promise<Device> {
  return expectOk(await api.call(createDevice, { body: FIREFOX })).datas.device;
}

/** Registers a browser the way the bundle does at start-up; answers the device bearer. */
export async function registerDevice(api: MainApi): Promise<string> {
  return (await newDevice(api)).token;
}

/**
 * Registers a device and makes it the page's (the session's stored device, which the runtime
 * then uses rather than registering one): what the test creates with it is the page's work.
 */
export async function pageDevice(api: MainApi, session: Pick<Session, 'setDevice'>): Promise<string> {
  const device = await newDevice(api);
  session.setDevice(device);
  return device.token;
}

/**
 * Logs in from `device` (a device bearer), else from a freshly registered device; answers the
 * stored user (token included). The session remembers the device: what it made before the login
 * is the user's to open and save (access/rule.ts).
 */
export async function logIn(api: MainApi, account: Credentials, device?: string): Promise<MainUser> {
  device ??= await registerDevice(api);
  const result = expectOk(
    await api.call(mainLoginCheck, {
      token: device,
      body: { username: account.email, password: account.password },
    }),
  );
  return result.datas.user;
}

/** The temporary password of the newest reset mail to `to`. */
export async function temporaryPasswordFor(api: MainApi, to: string): Promise<string> {
  const mail = (await api.outbox()).find((m) => m.to === to);
  const match = mail && /mot de passe provisoire : (\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no temporary password mailed to ${to}`);
  return match[1];
}

/** A complete, valid set-profile body, as the popup sends it. */
export function profileBody(changes: Partial<MainSetProfileBody> = {}): MainSetProfileBody {
  return {
    lastname: 'Dupont',
    firstname: 'Jean',
    email: 'jean.dupont@exemple.fr',
    phone: '0102030405',
    company: 'Maçonnerie Dupont & Fils',
    siret: '12345678900011',
    fonction: 'Gérant',
    ...changes,
  };
}
