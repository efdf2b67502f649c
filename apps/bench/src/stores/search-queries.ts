import { SeededRandom } from "../seeded-random.js";
import { filePath, skewedPick } from "./entry-generator.js";
import { areas, errors, fixes, identifiers, libraries, people, styles, tools } from "./store-vocabulary.js";

/**
 * The fixed set of search queries, drawn from the entries' own vocabulary: exact phrases that occur in
 * entries, identifiers, file paths, topic words, people and preferences, and accented / CJK text. The
 * same seed gives the same list; every store and the naive baseline get this list.
 */

export const defaultQuerySeed = 0x9e71;

/** Phrases that occur word for word in entries (an exact-phrase hit should rank first). */
const exactPhrases = [
  "retrying with exponential backoff and jitter",
  "keyset cursor instead of OFFSET",
  "one concept per file",
  "duplicate key value violates unique constraint",
  "the old one leaked connections under load",
  "normalizing strings to NFC before comparing",
  "caches results for 60 s",
  "works on the edge runtime",
  "conventional commit messages",
  "closing the pool in afterAll",
] as const;

const unicodeQueries = ["café crème brûlée", "日本語 locale", "Zürich São Paulo currency", "用户反馈 移动端", "Straße", "naïve date parser"] as const;

export function generateQueries(count = 50, seed: number = defaultQuerySeed): string[] {
  const r = new SeededRandom(seed);
  const makers: ReadonlyArray<() => string> = [
    () => r.pick(identifiers),
    () => filePath(r),
    () => `${skewedPick(r, libraries)} ${skewedPick(r, areas)}`,
    () => `${skewedPick(r, tools)} ${r.pick(["cache", "config", "timeout", "flaky", "version"])}`,
    () => `${r.pick(people)} prefers ${skewedPick(r, styles)}`,
    () => `fix ${r.pick(errors)}`,
    () => `how do we handle ${skewedPick(r, areas)}`,
    () => r.pick(fixes).split(" ").slice(0, 3).join(" "),
  ];
  const queries: string[] = [...exactPhrases, ...unicodeQueries];
  while (queries.length < count) {
    const query = r.pick(makers)();
    if (!queries.includes(query)) queries.push(query);
  }
  // Interleave the kinds so any prefix of the list (the naive baseline's samples) is a mix.
  return shuffle(r, queries.slice(0, count));
}

function shuffle<T>(r: SeededRandom, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
