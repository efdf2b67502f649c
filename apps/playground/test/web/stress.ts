/**
 * Stress mode for the browser suites: `ENGRAM_STRESS=N` runs each suite N times in a row, each run a
 * fresh server, store and browser, named "<suite> (run k/N)". The suites are stories (a test builds on
 * the state the one before it left), so a whole suite repeats, not a test alone: every test runs N
 * times, each time after the same tests it follows in a normal run.
 */

/** N from `ENGRAM_STRESS` (unset or empty: 1). Anything but a whole number from 1 to 1000 is refused. */
export function parseStressRuns(value: string | undefined): number {
  if (value === undefined || value === "") return 1;
  const runs = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(runs >= 1 && runs <= 1000)) throw new Error(`ENGRAM_STRESS=${JSON.stringify(value)}: give how many times to run each browser suite, 1 to 1000.`);
  return runs;
}

export const stressRuns = parseStressRuns(process.env["ENGRAM_STRESS"]);

/** The names of a suite's runs: the name alone once, or "<name> (run k/N)" for each of N runs. */
export function stressNames(name: string, runs: number = stressRuns): string[] {
  return runs === 1 ? [name] : Array.from({ length: runs }, (_, index) => `${name} (run ${index + 1}/${runs})`);
}
