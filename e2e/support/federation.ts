import type { Page } from '@playwright/test';

/**
 * Before any script of the page runs: records the type of every bus event (the bus transport is
 * created on globalThis under a versioned Symbol.for key by whichever bundle speaks first) and
 * every report handed to the `store:error` hook.
 */
export async function watchBusAndErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __busTypes: string[];
      __storeErrors: { kind: string; remote?: string; module?: string; message: string }[];
    };
    w.__busTypes = [];
    w.__storeErrors = [];
    let transport: { subject: { subscribe(fn: (e: { type: string }) => void): void } } | undefined;
    Object.defineProperty(globalThis, Symbol.for('@store/bus/v1'), {
      configurable: true,
      get: () => transport,
      set(value) {
        transport = value;
        value.subject.subscribe((e: { type: string }) => w.__busTypes.push(e.type));
      },
    });
    window.addEventListener('store:error', (e) => {
      const { kind, remote, module, message } = (e as CustomEvent).detail;
      w.__storeErrors.push({ kind, remote, module, message });
    });
  });
}

export const busTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __busTypes: string[] }).__busTypes);

export const storeErrors = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __storeErrors: { kind: string; remote?: string; module?: string; message: string }[];
        }
      ).__storeErrors,
  );

/** The versions of @store/shared the federation runtime has loaded on this page (one per copy). */
export function loadedSharedVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Share = Record<
      string,
      Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>
    >;
    const fed = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }
    ).__FEDERATION__;
    const versions = new Set<string>();
    for (const scopes of Object.values(fed?.__SHARE__ ?? {}))
      for (const scope of Object.values(scopes))
        for (const [version, share] of Object.entries(scope['@store/shared'] ?? {}))
          if (share.loaded || share.lib) versions.add(version);
    return [...versions].sort();
  });
}
