import type { NewsletterSource } from '@store/shared';
import { lazy, Suspense } from 'react';
import { RemoteErrorBoundary } from '../routing/RemoteErrorBoundary';
import { NEWSLETTER_TEXT } from './newsletterMessages';

// The form kit (formik) is not part of the shell's first load: the footer's form arrives in its
// own chunk after the page is up, the header's when the modal opens.
const NewsletterForm = lazy(() =>
  import(/* webpackChunkName: "newsletter" */ './NewsletterForm').then((m) => ({
    default: m.NewsletterForm,
  })),
);

/** Holds the form's height while its chunk loads, so nothing below it moves. */
const RESERVED_HEIGHT = 80;

export function LazyNewsletterForm({ source }: { source: NewsletterSource }) {
  return (
    <RemoteErrorBoundary fallback={<p role="alert">{NEWSLETTER_TEXT.failed}</p>}>
      <Suspense fallback={<div css={{ minHeight: RESERVED_HEIGHT }} />}>
        <NewsletterForm source={source} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
