import { isServerRender, type NewsletterSource } from '@store/shared';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { RemoteErrorBoundary } from '../routing/RemoteErrorBoundary';
import { useIntl } from 'react-intl';
import { NEWSLETTER_MESSAGES as m } from './newsletterMessages';
import { PlainNewsletterForm } from './PlainNewsletterForm';

// The form kit (formik) is not part of the shell's first load: the footer's form arrives in its
// own chunk after the page is up, the header's when the modal opens.
const NewsletterForm = lazy(() =>
  import(/* webpackChunkName: "newsletter" */ './NewsletterForm').then((m) => ({
    default: m.NewsletterForm,
  })),
);

/** Holds the form's height while its chunk loads, so nothing below it moves. */
const RESERVED_HEIGHT = 80;

/** How far below the screen the footer's form starts loading (its space is held meanwhile). */
const NEAR_PX = 0;

/**
 * True once `el` comes within NEAR_PX of the screen. Without IntersectionObserver (old browsers,
 * jsdom) it is true at once: the form then simply loads with the page.
 */
function useNearScreen(el: Element | null, enabled: boolean): boolean {
  // A server render holds the space, as the browser it hydrates in does.
  const [near, setNear] = useState(
    !enabled || (typeof IntersectionObserver === 'undefined' && !isServerRender()),
  );
  useEffect(() => {
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        // A transition: what is on screen (the footer's plain form) stays until the form arrives.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [el, near]);
  return near;
}

/**
 * The newsletter form in its own chunk. The header's modal shows it at once; the footer's loads
 * when the footer nears the screen, so the form kit costs the first load nothing (the footer
 * starts below the fold). Until then the footer holds a plain form in its place (also what the
 * server renders, so the signup works before and without script): it stays on screen while the
 * chunk loads and gives the live form what the shopper typed, and whether they were typing.
 */
export function LazyNewsletterForm({ source }: { source: NewsletterSource }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box, source === 'footer');
  const [typed, setTyped] = useState({ email: '', focused: false });
  const { formatMessage: t } = useIntl();
  const reserved = <div ref={setBox} css={{ minHeight: RESERVED_HEIGHT }} />;
  const waiting =
    source === 'footer' ? (
      <PlainNewsletterForm
        boxRef={setBox}
        minHeight={RESERVED_HEIGHT}
        email={typed.email}
        onEmail={(email) => setTyped((was) => ({ ...was, email }))}
        onFocusChange={(focused) => setTyped((was) => ({ ...was, focused }))}
      />
    ) : (
      reserved
    );
  return (
    <RemoteErrorBoundary fallback={<p role="alert">{t(m.failed)}</p>}>
      <Suspense fallback={reserved}>
        {near ? (
          <NewsletterForm source={source} initialEmail={typed.email} focused={typed.focused} />
        ) : (
          waiting
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
