import { SeededRandom } from "../seeded-random.js";
import { filePath, skewedPick } from "../stores/entry-generator.js";
import { generateQueries } from "../stores/search-queries.js";
import { areas, identifiers, libraries } from "../stores/store-vocabulary.js";

export const defaultPersonalQuerySeed = 0x9e72;

/**
 * What an agent asks its memory at the start of a task, half about long-term entries (the stores
 * suite's queries: phrases, identifiers, paths, preferences, accented and CJK text), half about earlier
 * sessions (a failing test, an identifier, a file, a CI job), in a fixed interleaved order: the same
 * list for every store, size and run.
 */
export function personalQueries(count: number, seed: number = defaultPersonalQuerySeed): string[] {
  const r = new SeededRandom(seed);
  const sessionMakers: ReadonlyArray<() => string> = [
    () => `why did the test fail with TypeError cannot read properties of undefined in ${filePath(r)}`,
    () => `where did we change ${skewedPick(r, identifiers)}`,
    () => `${skewedPick(r, identifiers)} returned undefined when the cache was cold`,
    () => `cursor pagination page size for ${r.pick(["orders", "invoices", "users", "webhooks"])}`,
    () => `the CI job ${r.pick(["lint", "typecheck", "test", "build"])} is red on main`,
    () => `${filePath(r)} slow on large inputs`,
    () => `retry limit and jitter in ${skewedPick(r, identifiers)}`,
    () => `日本語 locale save button 設定を保存`,
    () => `how does ${skewedPick(r, libraries)} handle ${skewedPick(r, areas)}`,
  ];
  const entryQueries = generateQueries(Math.ceil(count / 2));
  const sessionQueries: string[] = [];
  while (sessionQueries.length < count - entryQueries.length) {
    const query = r.pick(sessionMakers)();
    if (!sessionQueries.includes(query)) sessionQueries.push(query);
  }
  const queries: string[] = [];
  for (let i = 0; queries.length < count; i++) {
    if (i < entryQueries.length) queries.push(entryQueries[i]!);
    if (i < sessionQueries.length && queries.length < count) queries.push(sessionQueries[i]!);
  }
  return queries;
}
