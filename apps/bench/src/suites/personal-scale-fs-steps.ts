import type { PersonalStep } from "./personal-step.js";

/** Entries in the large-entry case (issue 29: "the fs store at 100,000 entries"); quick runs use 1,000. */
export const manyEntries = 100_000;

/**
 * The fs store's steps (issue 29): the whole year, and the year's messages with 100,000 entries beside
 * SQLite with the same data. Each fs dataset is opened once before its probes so that they measure an
 * open with its derived index as every later open finds it (the build is reported in the notes).
 */
export function fsScaleSteps(quick: boolean): PersonalStep[] {
  const probes = quick ? 1 : 3;
  const entries = quick ? 1_000 : manyEntries;
  return [
    { store: "fs", fraction: 1, probes },
    { store: "fs", fraction: 1, entries, probes },
    { store: "sqlite", fraction: 1, entries, probes },
  ];
}
