/**
 * The `rank`-th largest of `values` (1 = the largest), as sorting them ascending and taking index
 * `length - rank` would give, in linear expected time (Hoare's selection). `values` is reordered.
 */
export function kthLargest(values: Float64Array, rank: number): number {
  const target = values.length - rank;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    // Median of three as the pivot keeps sorted and reverse-sorted runs linear.
    const mid = (lo + hi) >>> 1;
    const a = values[lo]!;
    const b = values[mid]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}
