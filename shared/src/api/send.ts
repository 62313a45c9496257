import { callUrl, type ApiCall } from './call';
import { getRuntimeConfig } from './config';
import { fetchJson } from './fetchJson';

/** Sends the call from the browser: fetchJson against the runtime config's hosts. */
export function send<T>(call: ApiCall<T>): Promise<T> {
  return fetchJson<T>(call.name, callUrl(getRuntimeConfig().hosts, call), {
    ...(call.method ? { method: call.method } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.retries !== undefined ? { retries: call.retries } : {}),
  });
}
