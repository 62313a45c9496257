import type { HostConfig } from '../types/runtimeConfig';
import { withQuery } from './query';

/**
 * One call of SPEC section 7 as data: the host it goes to, its path, query and body, and how often
 * it may be tried again. The browser sends it with `send` (send.ts: fetchJson, the runtime
 * config's hosts); the store server with its commerce client (server/src/commerce), against the
 * hosts it was configured with, so both speak the one list of calls (calls/*Calls.ts, which stay
 * Node-safe: types and this file only). `T` is what the call answers.
 */
export interface ApiCall<T> {
  name: string;
  host: keyof HostConfig;
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Retries after the first attempt (fetchJson's default: SPEC's 2). */
  retries?: number;
  /** Never set: carries the answer's type to whoever sends the call. */
  readonly answer?: T;
}

/** The call's absolute (or, with relative hosts, same-origin) address. */
export const callUrl = (hosts: HostConfig, call: ApiCall<unknown>): string =>
  withQuery(`${hosts[call.host]}${call.path}`, call.query ?? {});
