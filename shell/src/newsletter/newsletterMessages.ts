import { defineCatalog, enText } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The SPEC gives the newsletter no texts; these are ours (en), kept in one place. */
export const NEWSLETTER_MESSAGES = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Get notified' },
  intro: {
    id: 'newsletter.intro',
    defaultMessage: 'Be the first to hear about new designs, restocks and promo codes.',
  },
  // Not plain "Email": the footer sits under checkout, contact and recover, whose own Email
  // field must stay the only one by that name.
  emailLabel: { id: 'newsletter.emailLabel', defaultMessage: 'Email for updates' },
  emailInvalid: { id: 'newsletter.emailInvalid', defaultMessage: 'Please enter a valid email' },
  submit: { id: 'newsletter.submit', defaultMessage: 'Sign up' },
  submitting: { id: 'newsletter.submitting', defaultMessage: 'Signing up…' },
  subscribed: {
    id: 'newsletter.subscribed',
    defaultMessage: "Thanks for signing up! We'll let you know when there's something new.",
  },
  alreadySubscribed: {
    id: 'newsletter.alreadySubscribed',
    defaultMessage: "You're already on our list. We'll keep you posted.",
  },
  failed: {
    id: 'newsletter.failed',
    defaultMessage: "We couldn't sign you up right now. Please try again.",
  },
});

/** The en texts by key (tests, and the epic's failure text before a view translates it). */
export const NEWSLETTER_TEXT = Object.fromEntries(
  Object.entries(NEWSLETTER_MESSAGES).map(([k, d]) => [k, enText(d)]),
) as Record<keyof typeof NEWSLETTER_MESSAGES, string>;

export const newsletterCatalog = defineCatalog(NEWSLETTER_MESSAGES);
