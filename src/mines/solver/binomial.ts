/** ln(n!) from a table that grows on demand, for weighting layouts by C(cells, mines) without overflow. */
let lnFactorials = new Float64Array([0, 0]);

export function lnFactorial(n: number): number {
  if (n >= lnFactorials.length) {
    const size = Math.max(n + 1, lnFactorials.length * 2);
    const table = new Float64Array(size);
    table.set(lnFactorials);
    for (let i = lnFactorials.length; i < size; i++) table[i] = table[i - 1] + Math.log(i);
    lnFactorials = table;
  }
  return lnFactorials[n];
}

/** ln C(n, k), or -Infinity when k is outside [0, n]. */
export function lnChoose(n: number, k: number): number {
  if (k < 0 || k > n) return Number.NEGATIVE_INFINITY;
  return lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);
}
