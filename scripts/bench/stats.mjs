/**
 * The middle of a series and its extremes, for every figure of the bench read as a median (a
 * visit's own cost, Lighthouse's runs, a restart, a change seen by another instance). An even
 * count's median is the mean of its two middle values.
 */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2
  return { median, low: sorted[0], high: sorted[sorted.length - 1] }
}

export const median = (values) => spread(values).median
