import { CHANGES_PATH } from '../../src/commerce/changes';
import { eventually, type TestServer } from '../helpers';

/**
 * Once the store server's registration for change events (made when it starts listening) has
 * reached its API: from then on an owner's edit (`s.api.changeCatalog`) is purged before the
 * call returns, so the very next page shows it.
 */
export async function registered(s: TestServer, ms = 5000): Promise<void> {
  const url = `${s.base}${CHANGES_PATH}`;
  const rows = await eventually(
    () =>
      s.api.app.db.all<{ url: string }>('SELECT url FROM change_subscriptions WHERE url = ?', [
        url,
      ]),
    (r) => r.length > 0,
    ms,
  );
  if (rows.length === 0) throw new Error(`${url} never registered with the API for change events`);
}
