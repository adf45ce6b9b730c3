/** The few statistics the report needs. */

export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export const median = (values) => quantile(values, 0.5);

export function summary(values) {
  return {
    n: values.length,
    median: median(values),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Least squares `y = intercept + slope·x`, with R² to say how straight the line is. */
export function linearFit(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxx = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residual = points.reduce((sum, [x, y]) => sum + (y - intercept - slope * x) ** 2, 0);
  const total = points.reduce((sum, [, y]) => sum + (y - meanY) ** 2, 0);
  return { slope, intercept, r2: total === 0 ? 1 : 1 - residual / total };
}
