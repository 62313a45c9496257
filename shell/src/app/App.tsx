import { Spinner } from '@store/shared';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { BootResult } from '../boot/boot';
import { loadStoreData, type StoreData } from '../theme/loadStoreData';
import type { ShellStore } from './shellStore';
import { ShellLayout } from './ShellLayout';

/** Loads theme and store data (each tolerating failure), then renders the shell in a router. */
export function App({ boot, store }: { boot: BootResult; store: ShellStore }) {
  const [data, setData] = useState<StoreData | null>(null);
  useEffect(() => {
    let live = true;
    const { config } = boot;
    void loadStoreData(config.storeSlug, config.siteKey).then((d) => {
      if (live) setData(d);
    });
    return () => {
      live = false;
    };
  }, [boot]);

  if (!data) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spinner label="Loading store" />
      </div>
    );
  }
  return (
    <BrowserRouter>
      <ShellLayout config={boot.config} data={data} store={store} />
    </BrowserRouter>
  );
}
