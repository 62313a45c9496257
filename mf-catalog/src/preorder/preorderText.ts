/** Ours: the SPEC gives the pre-order form no texts beyond its messages. */
export const PREORDER_TEXT = {
  title: 'Pre-order',
  intro: "Tell us where to send it. We'll email you before it ships.",
  submit: 'Submit',
  submitting: 'Sending…',
  sent: "Thanks! Your pre-order is in. We'll email you before it ships.",
  failed: "We couldn't send your pre-order right now. Please try again.",
} as const;
