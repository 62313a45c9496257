import { CacheProvider, ThemeProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from '@store/shared/router';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../api/config';
import type { RemoteRoutesProps } from '../routes';
import { withRemoteDefaults } from '../remote/RemoteContext';
import { DEFAULT_STORE_THEME } from '../ui/theme';
import { bus } from '../bus/bus';
import { BUS_EVENT_KINDS } from '../bus/events';

const cache = createCache({ key: 'dev' });

/**
 * The thin frame a remote runs in standalone (`npm run dev -w <remote>`): runtime config from the
 * reference API, router, emotion theme, and a log of what the remote says on the bus.
 */
export function DevFrame({
  name,
  children,
}: {
  name: string;
  /** The remote's Routes, given what the shell would hand it (default theme, no store record). */
  children: (props: RemoteRoutesProps) => ReactNode;
}) {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    loadRuntimeConfig().then(setConfig, (e: unknown) => {
      // Harmless here (a developer's machine): run against the demo store and say so.
      console.warn('[dev frame] config.json failed; using the demo store', e);
      setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
      setConfig(DEFAULT_RUNTIME_CONFIG);
    });
    const subs = (['cart:add', 'cart:changed', 'toast:show', 'analytics:event'] as const).map((t) =>
      bus
        .events(t)
        .subscribe((e) =>
          setLog((l) =>
            [
              `${BUS_EVENT_KINDS[e.type]} ${e.type} ${JSON.stringify(e.payload).slice(0, 160)}`,
              ...l,
            ].slice(0, 8),
          ),
        ),
    );
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={DEFAULT_STORE_THEME}>
        <BrowserRouter>
          <header css={{ padding: 8, background: '#fef3c7', fontFamily: 'monospace' }}>
            <p css={{ margin: 0 }}>Standalone {name} (dev frame)</p>
          </header>
          <main>
            {config ? children(withRemoteDefaults({ storeSlug: config.storeSlug, config })) : null}
          </main>
          <footer css={{ padding: 8, fontFamily: 'monospace', fontSize: 12 }}>
            <p css={{ margin: 0 }}>Bus events:</p>
            <ul>
              {log.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          </footer>
        </BrowserRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}
