import { EngramError } from "../errors.js";

function assertSameLength(a: readonly number[], b: readonly number[]): void {
  if (a.length !== b.length) {
    throw new EngramError("INVALID_OPTIONS", `Vectors of different lengths (${a.length} and ${b.length}) cannot be compared.`);
  }
}

export function dotProduct(a: readonly number[], b: readonly number[]): number {
  assertSameLength(a, b);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

export function vectorNorm(a: readonly number[]): number {
  let sum = 0;
  for (const value of a) sum += value * value;
  return Math.sqrt(sum);
}

/** Cosine similarity in [-1, 1]; 0 when either vector is all zeros. Different lengths → INVALID_OPTIONS. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  const dot = dotProduct(a, b);
  const norms = vectorNorm(a) * vectorNorm(b);
  return norms === 0 ? 0 : dot / norms;
}
