const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4" from an ISO date (UTC day, so the label does not shift with the viewer's zone). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** 'Delivery between {early} - {late}' */
export function deliveryText(early: string, late: string): string {
  return `Delivery between ${shortDate(early)} - ${shortDate(late)}`;
}

/** standard -> 'Standard delivery', super_rush -> 'Super rush delivery'. */
export function shippingName(name: string): string {
  const words = (name || 'standard').replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} delivery`;
}

/** Cart pill label: the count, capped at "99+". */
export function cartBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}
