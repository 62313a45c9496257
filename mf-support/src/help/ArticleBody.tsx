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
      const link = (e.target as Element | null)?.closest?.('a');
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
