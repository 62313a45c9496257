import remoteNames from './remotes.json';

/**
 * Which bundle owns a path (SPEC route table). Its members are remotes.json's names: the list lives
 * in JSON because the API's build and the root scripts read it without compiling TypeScript; the
 * routes test keeps this type and the file equal.
 */
export type RemoteName = 'mf-catalog' | 'mf-cart' | 'mf-checkout' | 'mf-support';

/** The remotes the shell mounts, the store server serves and renders, metrics label by. */
export const REMOTES = remoteNames as readonly RemoteName[];

/** Every bundle the browser loads: the host, then its remotes. */
export const FRONT_ENDS = ['shell', ...REMOTES] as const;
