/** Runs `fn` at once, then ignores calls until `ms` have passed without one (leading edge). */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: A) => {
    const idle = timer === null;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
    }, ms);
    if (idle) fn(...args);
  };
}
