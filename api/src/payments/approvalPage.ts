import escapeHtml from 'escape-html';

const LABELS: Record<string, string> = {
  afterpay: 'Afterpay',
  paypal: 'PayPal',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};

export interface ApprovalPageInput {
  /** The payments API prefix the forms post back to. */
  prefix: string;
  paymentId: string;
  paymentState: string;
  /** The approval's payment method (afterpay, paypal, a wallet). */
  method: string;
  /** Already checked to stay on this site (checkedReturn). */
  returnUrl: string;
  storeName: string;
  /** The checkout's server total, formatted in its currency. */
  amount: string;
}

/**
 * The sandbox provider's page: approve or cancel while the payment waits, else its state and a
 * way back. Every value is escaped: the store name and return path are not ours to trust.
 */
export function approvalPage(i: ApprovalPageInput): string {
  const label = LABELS[i.method] ?? 'Payment';
  const pending = i.paymentState === 'requires_action';
  const hidden = `<input type="hidden" name="paymentId" value="${escapeHtml(i.paymentId)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(i.returnUrl)}">`;
  const body = pending
    ? `<p>Amount: ${escapeHtml(i.amount)}</p>
<form method="post" action="${escapeHtml(i.prefix)}/v1/sandbox/approve">${hidden}
<input type="hidden" name="decision" value="approve"><button type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(i.prefix)}/v1/sandbox/approve">${hidden}
<input type="hidden" name="decision" value="cancel"><button type="submit">Cancel</button></form>`
    : `<p>This payment is ${escapeHtml(i.paymentState)}.</p><p><a href="${escapeHtml(i.returnUrl)}">Back to the store</a></p>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${label} sandbox</title></head>` +
    `<body><main><h1>${label} sandbox approval</h1><p>${escapeHtml(i.storeName)}</p>${body}</main></body></html>`
  );
}
