/** The constant of reciprocal rank fusion: each ranking adds 1 / (k + rank) for rank 1, 2, .... */
export const rankFusionK = 60;

/**
 * Fuses rankings (keys best first) into one score per key: the sum over rankings of 1 / (k + rank).
 * How every backend combines text and vector rankings, whatever the scales of their raw scores.
 */
export function reciprocalRankFusion(rankings: readonly (readonly string[])[], k = rankFusionK): Map<string, number> {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((key, index) => scores.set(key, (scores.get(key) ?? 0) + 1 / (k + index + 1)));
  }
  return scores;
}
