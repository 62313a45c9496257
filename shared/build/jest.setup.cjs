/* global HTMLDialogElement, document -- runs in the jsdom test environment */
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

// jsdom has <dialog> without its methods. This follows the HTML spec's state changes only: open,
// focus moves to the first focusable element, Escape fires a cancelable `cancel` then closes,
// `close` fires. Top layer and the inert page behind are the browser's; e2e proves them in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]';
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
    this.dataset.testModal = 'true';
    const first = this.querySelector(FOCUSABLE);
    (first || this).focus();
  };
  HTMLDialogElement.prototype.show = function show() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.open = false;
    delete this.dataset.testModal;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    const dialogs = document.querySelectorAll('dialog[data-test-modal]');
    const top = dialogs[dialogs.length - 1];
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
