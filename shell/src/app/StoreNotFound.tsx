import { publicUrl } from '@store/shared';
import { useEffect } from 'react';

const leaveTo = (to: string) => window.location.replace(to);

/**
 * SPEC §2: a store reported as not found redirects to an external 404 page (config.json
 * `storeNotFoundUrl`, a public URL). Without one, or while the browser leaves, an honest page.
 */
export function StoreNotFound({
  slug,
  url,
  redirect = leaveTo,
}: {
  slug: string;
  url: string | null;
  redirect?: (to: string) => void;
}) {
  const target = publicUrl(url);
  useEffect(() => {
    if (target) redirect(target);
  }, [target, redirect]);
  return (
    <main
      id="main"
      css={{ padding: '64px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>Store not found</h1>
      <p>{`We couldn't find a store called "${slug}". Please check the address and try again.`}</p>
      {target ? (
        <p>
          <a href={target}>Continue</a>
        </p>
      ) : null}
    </main>
  );
}
