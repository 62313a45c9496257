// The bench's one way to summarise repeated measurements.

/** The value at fraction `q` of the sorted values (0.5: the median; the upper one of an even count). */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : null;
};

export const median = (xs) => quantile(xs, 0.5);

/** Median, min and max of the numbers in `xs`. */
export const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
