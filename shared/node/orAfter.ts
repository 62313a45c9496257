/**
 * The work's answer, or `fallback` once `ms` have passed (the work itself goes on). The timer is
 * cleared either way, so a quick answer leaves nothing pending.
 */
export async function orAfter<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
