import { DEFAULT_RUNTIME_CONFIG } from '@store/shared';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './analytics/dataLayer';
import { App } from './app/App';
import { boot, type BootResult } from './boot/boot';
import { createShellStore } from './toasts/store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  startAnalytics();
  const store = createShellStore();
  let result: BootResult;
  try {
    result = await boot();
  } catch (e) {
    // boot() tolerates every known failure; this is the last guard against a blank page.
    console.error('[shell] start-up failed; continuing with defaults', e);
    result = {
      config: DEFAULT_RUNTIME_CONFIG,
      credentials: { previewToken: null },
      remotes: [],
    };
  }
  createRoot(container).render(<App boot={result} store={store} />);
}

void start();
