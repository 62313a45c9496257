import fs from 'node:fs';

/**
 * A deploy file (the page template, remotes.json, a build's manifest) as it is on disk now, read
 * again only when its modification time or size changes. Every page needs these; reading each
 * afresh cost four trips through libuv's small thread pool per file and request, which capped
 * cached pages near 750 a second with the CPU two-thirds idle. A stat is one system call of a
 * few microseconds, and a deploy (or a test) that rewrites a file is seen on the next request.
 *
 * `parse` turns the text into the value kept; a parse that throws keeps `null` (unreadable).
 * A missing file is `undefined`.
 */
export function fileSnapshot<T>(parse: (text: string) => T) {
  const seen = new Map<string, { stamp: string; value: T | null }>();
  return (file: string): T | null | undefined => {
    const s = statThisTurn(file);
    if (!s) {
      seen.delete(file);
      return undefined;
    }
    const stamp = `${s.mtimeMs}:${s.size}:${s.ino}`;
    const hit = seen.get(file);
    if (hit?.stamp === stamp) return hit.value;
    let value: T | null;
    try {
      value = parse(fs.readFileSync(file, 'utf8'));
    } catch {
      value = null;
    }
    seen.set(file, { stamp, value });
    return value;
  };
}

/**
 * `read` of deploy files, its answers kept for this turn of the event loop: one page reads the
 * same deploy files several times over (each remote's manifest some four times, ~25 stats a
 * page), and what it derives from them (an entry file's version) is worked out once a turn; the
 * turn after sees any change, as the next request would have.
 */
export function thisTurn<R>(read: (key: string) => R): (key: string) => R {
  const known = new Map<string, R>();
  return (key) => {
    if (known.has(key)) return known.get(key) as R;
    const value = read(key);
    if (known.size === 0) setImmediate(() => known.clear());
    known.set(key, value);
    return value;
  };
}

/** A file's stats, taken once in this turn of the event loop (undefined: none there). */
export const statThisTurn = thisTurn((file: string): fs.Stats | undefined => {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
});

/** A JSON deploy file, parsed; see fileSnapshot. */
export function jsonSnapshot<T>() {
  return fileSnapshot((text) => JSON.parse(text) as T);
}
