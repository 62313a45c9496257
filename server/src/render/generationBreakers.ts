import CircuitBreaker from 'opossum';

/** Failures of one generation's renders, all of them in the window, that open its circuit. */
export interface BreakerOptions {
  failures: number;
  /** How long the circuit stays open before one render is let through to try. */
  coolDownMs: number;
}

/**
 * Stops trying a broken build on every request: one opossum circuit per generation of server code,
 * told each render's outcome. Once `failures` renders of a generation failed and none succeeded
 * within the rolling window, its renders are skipped for `coolDownMs` (the browser renders);
 * then one is let through (half open), and its outcome opens or closes the circuit again.
 */
export function generationBreakers(o: BreakerOptions) {
  const breakers = new Map<string, CircuitBreaker<[boolean], void>>();
  const of = (key: string) => {
    let b = breakers.get(key);
    if (!b) {
      b = new CircuitBreaker(
        (ok: boolean) => (ok ? Promise.resolve() : Promise.reject(new Error('render failed'))),
        {
          timeout: false,
          volumeThreshold: o.failures,
          // Opens when more than this share failed: every one of them.
          errorThresholdPercentage: 99,
          rollingCountTimeout: Math.max(o.coolDownMs, 10_000),
          resetTimeout: o.coolDownMs,
          name: `render ${key}`,
        },
      );
      b.on('open', () =>
        console.error(
          `[render] ${o.failures} failed server renders of a generation: rendering in the browser for ${o.coolDownMs / 1000} s`,
        ),
      );
      breakers.set(key, b);
    }
    return b;
  };
  const tell = (key: string, ok: boolean) =>
    of(key)
      .fire(ok)
      .catch(() => undefined);
  return {
    /** Whether a render of this generation may be tried now (closed, or half open). */
    allows: (key: string): boolean => !of(key).opened,
    failed: (key: string): void => void tell(key, false),
    succeeded: (key: string): void => void tell(key, true),
    close(): void {
      for (const b of breakers.values()) b.shutdown();
      breakers.clear();
    },
  };
}
