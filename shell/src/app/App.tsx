import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import type { BootResult } from '../boot/boot';
import { inlineStoreData, loadStoreData, type StoreData } from '../theme/loadStoreData';
import type { ShellStore } from './shellStore';
import { ShellIntl } from '../i18n/ShellIntl';
import { ShellLayout } from './ShellLayout';
import { StoreLoading } from './StoreLoading';

/**
 * Renders the shell in a router with the theme and store data: at once when the page carried them
 * inline, else once loaded (each tolerating failure).
 */
export function App({ boot, store }: { boot: BootResult; store: ShellStore }) {
  const [data, setData] = useState<StoreData | null>(() => inlineStoreData(boot.inlineStoreData));
  useEffect(() => {
    if (data) return;
    let live = true;
    const { config } = boot;
    void loadStoreData(config.storeSlug, config.siteKey).then((d) => {
      if (live) setData(d);
    });
    return () => {
      live = false;
    };
    // Loaded once per boot; `data` only says whether the page already carried it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boot]);

  if (!data) {
    // The shopper's language is known by now (start waits for it): the spinner speaks it too.
    return (
      <Provider store={store}>
        <ShellIntl>
          <StoreLoading />
        </ShellIntl>
      </Provider>
    );
  }
  return (
    <BrowserRouter>
      <ShellLayout config={boot.config} data={data} store={store} />
    </BrowserRouter>
  );
}
