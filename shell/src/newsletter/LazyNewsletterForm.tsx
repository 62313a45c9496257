import { afterPress, isServerRender, watchPresses, type NewsletterSource } from '@store/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { RemoteErrorBoundary } from '../routing/RemoteErrorBoundary';
import { useIntl } from 'react-intl';
import { NEWSLETTER_MESSAGES as m } from './newsletterMessages';
import { PlainNewsletterForm } from './PlainNewsletterForm';

// The form kit (formik) is not part of the shell's first load: the footer's form arrives in its
// own chunk after the page is up, the header's when the modal opens.
const loadForm = () =>
  import(/* webpackChunkName: "newsletter" */ './NewsletterForm').then((mod) => mod.NewsletterForm);
type LiveForm = Awaited<ReturnType<typeof loadForm>>;

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
        // What is on screen (the footer's plain form) stays until the form arrives (WhenLoaded).
        if (entries.some((e) => e.isIntersecting)) setNear(true);
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
      {/* One place for the plain form whether the chunk is asked for or not: it is never made
          again while the shopper may be typing into it. */}
      <WhenLoaded load={near} waiting={waiting}>
        {(NewsletterForm) => (
          <NewsletterForm source={source} initialEmail={typed.email} focused={typed.focused} />
        )}
      </WhenLoaded>
    </RemoteErrorBoundary>
  );
}

/**
 * `waiting` until the form's chunk, asked for once `load`, is in, then the form, swapped in one synchronous commit and
 * never while the shopper presses (afterPress): a plain form replaced between a press and its
 * release would take the tap with it (the browser clicks neither button). A chunk that fails to
 * load is thrown to the boundary around it.
 */
function WhenLoaded({
  load,
  waiting,
  children,
}: {
  /** Whether to ask for the chunk now. */
  load: boolean;
  waiting: ReactNode;
  children: (form: LiveForm) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ form: LiveForm } | { failed: unknown } | null>(null);
  // Presses are watched from the plain form's first moment live, so one under way is known.
  useEffect(() => void watchPresses(document), []);
  useEffect(() => {
    if (!load) return undefined;
    let mounted = true;
    const settle = (next: NonNullable<typeof loaded>) =>
      afterPress(document, () => mounted && flushSync(() => setLoaded(next)));
    loadForm().then(
      (form) => settle({ form }),
      (failed: unknown) => settle({ failed }),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  if (loaded && 'failed' in loaded) throw loaded.failed;
  return loaded ? children(loaded.form) : waiting;
}
