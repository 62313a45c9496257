import { purifier } from './purifier';
import { useMemo } from 'react';

/**
 * The only way HTML from data reaches the page: sanitized by DOMPurify. Where none can run (a
 * server without one installed) nothing is shown rather than unsanitized HTML.
 */
export function sanitizeHtml(html: string): string {
  return purifier()?.sanitize(html, { USE_PROFILES: { html: true } }) ?? '';
}

export function SafeHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string;
  as?: 'div' | 'span' | 'p';
  className?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
