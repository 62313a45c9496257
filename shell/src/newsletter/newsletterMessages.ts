/** The SPEC gives the newsletter no texts; these are ours, kept in one place. */
export const NEWSLETTER_TEXT = {
  title: 'Get notified',
  intro: 'Be the first to hear about new designs, restocks and promo codes.',
  // Not plain "Email": the footer sits under checkout, contact and recover, whose own Email
  // field must stay the only one by that name.
  emailLabel: 'Email for updates',
  submit: 'Sign up',
  submitting: 'Signing up…',
  subscribed: "Thanks for signing up! We'll let you know when there's something new.",
  alreadySubscribed: "You're already on our list. We'll keep you posted.",
  failed: "We couldn't sign you up right now. Please try again.",
} as const;
