/**
 * The shell's entry, asked for by name or at its version (`/main.js?v=…`: the store server names
 * each entry file at its content's version, server/src/entryVersions.ts).
 */
export const isShellEntry = (url: URL): boolean => url.pathname === '/main.js';
