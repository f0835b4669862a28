// jsdom as Jest ships it lacks web platform pieces that Node has and the runtime needs:
// fetch and its classes (ky), structuredClone (fake-indexeddb), BroadcastChannel (cross-tab
// sync), TextEncoder/Decoder, crypto (randomUUID, subtle), performance marks. Hand Node's own
// implementations to the window.
const { TestEnvironment } = require('jest-environment-jsdom');

class OssatureJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'BroadcastChannel',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'Blob',
      'MessageEvent',
      // Not MessageChannel: React's scheduler would use Node's, whose open port keeps Jest from
      // exiting; without it the scheduler falls back to setTimeout, as in old browsers.
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    // jsdom's performance has no User Timing (mark, getEntriesByName): the loader marks each island.
    // Its window properties are getters: define them rather than assign them.
    if (typeof g.performance?.mark !== 'function') {
      Object.defineProperty(g, 'performance', { value: globalThis.performance, configurable: true, writable: true });
    }
    // jsdom's crypto lacks `subtle`, with which jose signs the reference API's tokens.
    if (!g.crypto?.randomUUID || !g.crypto?.subtle) {
      Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
    }
  }
}

module.exports = OssatureJsdomEnvironment;
