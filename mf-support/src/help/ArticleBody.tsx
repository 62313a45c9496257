import { SafeHtml, sitePath } from '@store/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@store/shared/router';

/**
 * An article's HTML from the API, through DOMPurify. A link to a store path stays in the app
 * (router navigation) instead of reloading the whole store; Enter on a link is a click too, so
 * one delegated listener covers mouse and keyboard.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      // Any node may be the target (a click dispatched on a text node too), not only an Element.
      const target = e.target as (Node & Partial<Pick<Element, 'closest'>>) | null;
      const link = target?.closest?.('a');
      const path = sitePath(link?.getAttribute('href'));
      if (!link || !path || link.target) return;
      e.preventDefault();
      navigate(path);
    };
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <div ref={ref}>
      <SafeHtml html={html} />
    </div>
  );
}
