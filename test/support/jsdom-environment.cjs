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
      'fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
      'structuredClone', 'BroadcastChannel', 'TextEncoder', 'TextDecoder', 'ReadableStream',
      'WritableStream', 'TransformStream', 'Blob', 'MessageChannel', 'MessagePort', 'MessageEvent',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    // jsdom's crypto lacks `subtle` (jose signs the reference API's tokens with it), and its
    // window.crypto is a getter: define the property rather than assign it.
    // jsdom's performance has no User Timing (mark, getEntriesByName): the loader marks each island.
    if (typeof g.performance?.mark !== 'function') {
      Object.defineProperty(g, 'performance', { value: globalThis.performance, configurable: true, writable: true });
    }
    if (!g.crypto?.randomUUID || !g.crypto?.subtle) {
      Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
    }
  }
}

module.exports = OssatureJsdomEnvironment;
