import { loadPurifier, usePurifier, type Purifier } from './purifier';
import { useEffect, useMemo, useRef } from 'react';

/**
 * The only way HTML from data reaches the page: sanitized by DOMPurify. Where none can run (not
 * loaded yet, or a server without one installed) nothing is shown rather than unsanitized HTML.
 */
export function sanitizeHtml(html: string, purify: Purifier | null): string {
  return purify?.sanitize(html, { USE_PROFILES: { html: true } }) ?? '';
}

type HtmlTag = 'div' | 'span' | 'p';

export function SafeHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string;
  as?: HtmlTag;
  className?: string;
}) {
  const purify = usePurifier(false);
  // Whichever of the three it renders (typed so the ref fits each).
  const element = useRef<HTMLDivElement & HTMLSpanElement & HTMLParagraphElement>(null);
  // The HTML the server sanitized and rendered here, while it is what this element shows.
  const shownByServer = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (purify) return;
    // Hydrated before DOMPurify is here, React keeps the server's sanitized HTML on screen: the
    // page needs DOMPurify only once this element must show other HTML (issue 28). A client
    // render shows nothing until it arrives.
    shownByServer.current ??= element.current?.innerHTML ? html : null;
    if (html !== shownByServer.current) void loadPurifier();
  }, [html, purify]);
  const clean = useMemo(() => sanitizeHtml(html, purify), [html, purify]);
  return (
    <Tag
      ref={element}
      className={className}
      dangerouslySetInnerHTML={{ __html: clean }}
      // Hydrating without DOMPurify renders '' over the server's HTML, which React keeps on purpose.
      suppressHydrationWarning
    />
  );
}
