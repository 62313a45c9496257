import type { AddressInfo } from 'node:net';

/**
 * This server as the render workers reach it: its own address on loopback (a wildcard address
 * is reached through 127.0.0.1 or ::1), or null before it listens.
 */
export function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * `server`'s loopback origin, asked of the socket once it listens (an address does not move
 * while it does; asking is a system call, and every page asks).
 */
export function listeningOrigin(server: { address(): AddressInfo | string | null }) {
  let origin: string | null = null;
  return (): string | null => (origin ??= loopbackOrigin(server.address()));
}
