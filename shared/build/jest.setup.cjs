// jsdom lacks a few browser APIs the bundles use.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('util');
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}

// Tests run against the demo store's config unless they install another: in the bundles nothing
// may fall back to a default store, so the config holder starts empty.
const { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } = require('../src/api/config');
setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
