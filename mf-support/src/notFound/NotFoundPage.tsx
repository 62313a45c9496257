import { Link } from 'react-router-dom';
import { Page } from '../ui/Page';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'Somehow you have come to a page that does not exist.';

/** SPEC §2: /404, /listing-not-found and the catch-all. */
export function NotFoundPage({ listing = false }: { listing?: boolean }) {
  return (
    <Page title={NOT_FOUND_TITLE}>
      <p>{NOT_FOUND_TEXT}</p>
      {listing ? (
        <p>
          The listing you were looking for could not be found. It may have been removed or renamed.
        </p>
      ) : null}
      <p>
        <Link to="/">Go to homepage</Link>
      </p>
    </Page>
  );
}
