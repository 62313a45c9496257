import net from 'node:net';

/** A TCP proxy on a free loopback port; `close()` ends it and its connections. */
export interface Proxy {
  port: number;
  /** Drops every open connection mid-stream (a network cut); new ones are still accepted. */
  cut(): void;
  close(): Promise<void>;
}

/**
 * Forwards each connection to the next target in turn. With a delay, every chunk waits `delayMs`
 * in each direction, in order: PostgreSQL as if across a network (a 1 ms hop each way) while it
 * stays on this machine.
 */
export async function tcpProxy(
  targets: { host: string; port: number }[],
  delayMs = 0,
): Promise<Proxy> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (delayMs <= 0) to.write(chunk);
      // Timers of one delay fire in the order they were set: the byte stream keeps its order.
      else setTimeout(() => to.destroyed || to.write(chunk), delayMs);
    });
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const target = targets[next++ % targets.length]!;
    const upstream = net.connect(target.port, target.host);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
