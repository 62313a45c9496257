/**
 * Stops trying a broken build on every request: after `failures` failed renders in a row of one
 * generation, renders of it are skipped for `coolDownMs`; then one is tried again, and a success
 * closes the circuit.
 */
export class CircuitBreaker {
  private readonly state = new Map<string, { failures: number; openUntil: number }>();

  constructor(
    private readonly options: { failures: number; coolDownMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  allows(key: string): boolean {
    const s = this.state.get(key);
    if (!s || s.openUntil === 0) return true;
    if (this.now() < s.openUntil) return false;
    // Half open: let this one through; its outcome decides.
    s.openUntil = 0;
    s.failures = this.options.failures - 1;
    return true;
  }

  failed(key: string): void {
    const s = this.state.get(key) ?? { failures: 0, openUntil: 0 };
    s.failures += 1;
    if (s.failures >= this.options.failures) {
      if (s.openUntil === 0)
        console.error(
          `[render] ${s.failures} failed server renders in a row: rendering in the browser for ${this.options.coolDownMs / 1000} s`,
        );
      s.openUntil = this.now() + this.options.coolDownMs;
    }
    this.state.set(key, s);
  }

  succeeded(key: string): void {
    this.state.delete(key);
  }
}
