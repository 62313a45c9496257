/**
 * A TCP proxy in a process of its own, so its work does not load the benched server's event
 * loop: `node proxyMain.js <delayMs> <host:port>...` prints its port, then relays (round robin
 * over the targets, each chunk delayed by delayMs each way) until killed.
 */
import { tcpProxy } from './proxies';

async function main() {
  const [delay = '0', ...targets] = process.argv.slice(2);
  const proxy = await tcpProxy(
    targets.map((t) => {
      const [host = '127.0.0.1', port = '0'] = t.split(':');
      return { host, port: Number(port) };
    }),
    Number(delay),
  );
  process.stdout.write(`${proxy.port}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
