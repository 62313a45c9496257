import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';
import type { PreorderForm } from '../../types';

/**
 * SPEC §7: POST / (the backend host's root) as a form-urlencoded body. The page reads nothing
 * from the answer, but a failure is still a failure: the form says so instead of thanking.
 */
export async function submitPreorder(fields: PreorderForm): Promise<void> {
  await fetchJson('Pre-order', `${getRuntimeConfig().hosts.backend}/`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, street2: fields.street2 ?? '' }),
    retries: 0,
  });
}
