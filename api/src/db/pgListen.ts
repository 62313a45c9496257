import pg from 'pg';
import type { ListenHandlers } from './index';

/** How soon a lost notification connection is tried again (doubling up to 5 s). */
const RECONNECT_MS = [100, 200, 500, 1000, 2000, 5000];

/**
 * A connection of its own that LISTENs on `channel`: notifications cost the pool nothing and
 * the process no query. Lost, it says so (the caller then checks per request) and reconnects.
 */
export function listen(
  connection: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Ends a connection this listener no longer uses; its late errors are of no interest. */
  const discard = async (c: pg.Client) => {
    c.removeAllListeners();
    c.on('error', () => undefined);
    await c.end().catch(() => undefined);
  };
  const retryLater = () => {
    if (stopped) return;
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
  };
  const lost = () => {
    if (stopped) return;
    const was = client;
    client = null;
    if (was) {
      void discard(was);
      handlers.onConnection(false);
    }
    retryLater();
  };
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ ...connection, application_name: 'store-api-listen' });
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.onChange(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      void discard(c);
      retryLater();
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the stop function may run during the awaits above; TS keeps the narrowing from the check at the top (microsoft/TypeScript#9998)
    if (stopped) {
      await discard(c);
      return;
    }
    client = c;
    attempt = 0;
    handlers.onConnection(true);
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await discard(c);
  };
}
