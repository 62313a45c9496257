import { PageHead, publicUrl } from '@store/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SHELL_MESSAGES as m } from './shellMessages';

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
  const { formatMessage: t } = useIntl();
  useEffect(() => {
    if (target) redirect(target);
  }, [target, redirect]);
  return (
    <main
      id="main"
      css={{ padding: '64px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <PageHead title={t(m.storeNotFound)} noindex />
      <h1>{t(m.storeNotFound)}</h1>
      <p>{t(m.storeNotFoundText, { slug })}</p>
      {target ? (
        <p>
          <a href={target}>{t(m.continue)}</a>
        </p>
      ) : null}
    </main>
  );
}
