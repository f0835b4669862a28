import { object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { Required, Text } from '../fields';

/**
 * Device registration, main site only (account-layer §3 Device, §4, §7): run at start on every
 * main-site page, so the runtime imports this module, which must stay small (whatever it holds
 * lands in every main-site page's runtime chunk).
 */

/**
 * What a browser registers. The server mints the device's id and answers it: a bundle sends no
 * `uuid`. Bundles from before sent one of their own (`crypto.randomUUID()`); the server still
 * takes a well-formed one it never saw, and replaces it at the device's next verification.
 */
export const DeviceInfo = object({
  uuid: optional(string()),
  browser: Text,
  browserVersion: Text,
  os: Text,
});
export type DeviceInfo = Infer<typeof DeviceInfo>;

/** A registered device and the bearer the server gives it. */
export const Device = type({
  uuid: string(),
  browser: string(),
  browserVersion: string(),
  os: string(),
  token: string(),
});
export type Device = Infer<typeof Device>;

export const createDevice = defineCall({
  name: 'createDevice',
  method: 'POST',
  path: '/api/device/create',
  auth: 'public',
  body: DeviceInfo,
  answer: success(type({ device: Device })),
});

/**
 * Not shown in the spec: the device bearer is checked and the stored uuid must match it. The
 * answer may name another device (a new uuid and token): the one that replaced a client-made
 * device; the bundle stores it.
 */
export const verifyDevice = defineCall({
  name: 'verifyDevice',
  method: 'POST',
  path: '/api/device/verify',
  auth: 'device',
  body: object({ uuid: Required }),
  answer: success(type({ device: Device })),
});
