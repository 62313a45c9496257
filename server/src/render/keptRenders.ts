import { KeptOnVersion } from '@store/shared/node/keptOnVersion';
import type { RenderAnswer, RenderResult } from './renderPool';

/** A render's size as kept: its markup, hints and state as they are written into the page. */
const bytesOf = (r: RenderResult) =>
  2 * (r.html.length + r.hints.length) + JSON.stringify(r.state).length;

const runningKey = (key: string, catalogVersion: string) => `${catalogVersion}\n${key}`;

/** A render in progress: what it will answer, and until when a request may wait for it (ms). */
export interface RunningRender {
  work: Promise<RenderAnswer | null>;
  answerBy: number;
}

/**
 * Renders kept for the next shopper, by a key of everything a page was rendered from, on the
 * catalog version it was rendered at (kept as the worker answered them: read back without
 * parsing); and the renders in progress, so the same page asked for while it renders joins that
 * render instead of starting another (pages that may be kept only: they are the same for
 * everyone who asks).
 */
export function keptRenders() {
  const pages = new KeptOnVersion<RenderResult>(
    { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 },
    bytesOf,
  );
  const running = new Map<string, RunningRender>();

  return {
    /** The render kept under `key` for this catalog version, if any. */
    get(key: string, catalogVersion: string): RenderResult | undefined {
      return pages.get(key, catalogVersion);
    },

    /**
     * The render of `key` at this catalog version in progress, if one is, and until when it is
     * worth waiting for. One begun at another version is never joined: its worker read the
     * catalog as it was then, and the page asking now is written from its own version's answers.
     */
    running(key: string, catalogVersion: string): RunningRender | undefined {
      return running.get(runningKey(key, catalogVersion));
    },

    /**
     * Follows a render just started: its page is kept when it comes (even too late for the
     * request that asked: the next one is served from it), and others asking meanwhile join it,
     * waiting for it until `answerBy` at most (epoch ms).
     */
    track(
      key: string,
      catalogVersion: string,
      work: Promise<RenderAnswer | null>,
      answerBy: number,
    ): Promise<RenderAnswer | null> {
      const made = work.then((answer) => {
        if (answer && 'page' in answer) pages.set(key, catalogVersion, answer.page);
        return answer;
      });
      const at = runningKey(key, catalogVersion);
      running.set(at, { work: made, answerBy });
      made.then(
        () => running.delete(at),
        () => running.delete(at),
      );
      return made;
    },
  };
}
