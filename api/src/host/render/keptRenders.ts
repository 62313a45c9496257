import { PageCache } from '../../catalog/pageCache';
import type { RenderAnswer, RenderResult } from './renderPool';

/**
 * Renders kept for the next shopper, by a key of everything a page was rendered from, on the
 * catalog version it was rendered at; and the renders in progress, so the same page asked for
 * while it renders joins that render instead of starting another (pages that may be kept only:
 * they are the same for everyone who asks).
 */
export function keptRenders() {
  const pages = new PageCache({ maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });
  // A kept body is parsed once while it is kept: the same result object for every hit, which the
  // page writer's cache of whole pages keys on (pageWriter.ts).
  const parsed = new WeakMap<Buffer, RenderResult>();
  const running = new Map<string, Promise<RenderAnswer | null>>();

  return {
    /** The render kept under `key` for this catalog version, if any. */
    get(key: string, catalogVersion: string): RenderResult | undefined {
      const hit = pages.get(key, catalogVersion);
      if (!hit) return undefined;
      let rendered = parsed.get(hit.body);
      if (!rendered) {
        rendered = JSON.parse(hit.body.toString('utf8')) as RenderResult;
        parsed.set(hit.body, rendered);
      }
      return rendered;
    },

    /** The render of `key` in progress, if one is. */
    running(key: string): Promise<RenderAnswer | null> | undefined {
      return running.get(key);
    },

    /**
     * Follows a render just started: its page is kept when it comes (even too late for the
     * request that asked: the next one is served from it), and others asking meanwhile join it.
     */
    track(
      key: string,
      catalogVersion: string,
      work: Promise<RenderAnswer | null>,
    ): Promise<RenderAnswer | null> {
      const made = work.then((answer) => {
        if (answer && 'page' in answer) pages.set(key, catalogVersion, JSON.stringify(answer.page));
        return answer;
      });
      running.set(key, made);
      made.then(
        () => running.delete(key),
        () => running.delete(key),
      );
      return made;
    },
  };
}
