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

  const lost = () => {
    if (stopped) return;
    const was = client;
    client = null;
    if (was) {
      was.removeAllListeners();
      was.on('error', () => undefined);
      void was.end().catch(() => undefined);
      handlers.onConnection(false);
    }
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
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
      c.removeAllListeners();
      c.on('error', () => undefined);
      void c.end().catch(() => undefined);
      if (!stopped) {
        const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
        timer = setTimeout(() => void connect(), wait);
        timer.unref();
      }
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
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
    if (c) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  };
}
