import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { check, type Diagnostics } from "recheck";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regExpSource } from "./regexp-literals.js";
import { formatVerdicts, parseVerdicts, type RecordedVerdict, verdictKey } from "./regexp-verdicts.js";

/**
 * Every regular expression of extraction, redaction and the pipeline (src/extraction, src/redaction, src/pipeline:
 * the fences and what the summaries read from transcripts) is checked by recheck, a
 * ReDoS analyser: each must be `safe` (linear), none polynomial or exponential. Literals are read
 * from the source; patterns built at run time (`new RegExp`) are recorded as they are constructed,
 * while the modules load and while the functions that build them run.
 *
 * recheck is handed only the patterns test/regexp-verdicts.txt does not record as found linear by an earlier run
 * (decision 0499: checking all 1,300 took about 260 s of every CI run, a few new ones take seconds), and a sample of
 * recorded ones, to show the record still agrees with recheck. `ENGRAM_REDOS_ALL=1` checks every pattern;
 * `ENGRAM_REDOS_RECORD=1` (`pnpm run redos:record`) writes the record again: the patterns found linear now and the
 * recorded ones still in the source.
 */
const src = new URL("../src/", import.meta.url);
const folders = ["extraction", "redaction", "pipeline"] as const;

/** Source files as `<folder>/<name>.ts`, relative to src. */
const files = folders.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, src))
    .filter((file) => file.endsWith(".ts"))
    .sort()
    .map((file) => `${folder}/${file}`),
);

interface Built {
  readonly pattern: RegExp;
  readonly file: string;
  readonly site: string;
}

const built: Built[] = [];
const recordFile = new URL("./regexp-verdicts.txt", import.meta.url);
const checkAll = process.env.ENGRAM_REDOS_ALL === "1";
const writeRecord = process.env.ENGRAM_REDOS_RECORD === "1";
/** How many recorded patterns each run checks again: the record's agreement with recheck, at a few seconds' cost. */
const recordedSample = 16;
const NativeRegExp = RegExp;

/** recheck's version, part of every verdict's key: another recheck checks every pattern again. */
function recheckVersion(): string {
  const manifest = createRequire(import.meta.url).resolve("recheck/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** recheck's native agent for this machine, as recheck itself finds it, or undefined where it ships none. */
function nativeAgent(): string | undefined {
  const system = ({ linux: "linux", darwin: "macos" } as Record<string, string>)[process.platform];
  if (!system || (process.arch !== "x64" && process.arch !== "arm64")) return undefined;
  const fromRecheck = createRequire(createRequire(import.meta.url).resolve("recheck"));
  try {
    return fromRecheck.resolve(`recheck-${system}-${process.arch}/package.json`).replace(/package\.json$/, "recheck");
  } catch {
    return undefined;
  }
}

/**
 * recheck's native agent (a GraalVM image) lets its heap grow to 80% of the machine's memory before it collects: over
 * some 1,300 patterns it held 12 GB of a 24 GB machine, and in CI, beside the servers the tests start, the machine ran
 * short of memory and the check stalled with its CPU idle, past its limit (decision 0495). With its heap capped at 2 GB
 * it takes the same time and holds under 400 MB. recheck runs the program `RECHECK_BIN` names with `agent` only: a
 * wrapper in a temporary folder adds the cap. A `RECHECK_BIN` set by the caller is left alone.
 */
const cappedHeap = "-Xmx2g";
let wrapperFolder: string | undefined;
const callersAgent = process.env.RECHECK_BIN;

function capAgentHeap(): void {
  const agent = nativeAgent();
  if (callersAgent !== undefined || agent === undefined) return;
  wrapperFolder = mkdtempSync(join(tmpdir(), "engram-recheck-"));
  const wrapper = join(wrapperFolder, "recheck");
  writeFileSync(wrapper, `#!/bin/sh\nexec '${agent.replaceAll("'", "'\\''")}' ${cappedHeap} "$@"\n`);
  chmodSync(wrapper, 0o755);
  process.env.RECHECK_BIN = wrapper;
}

beforeAll(async () => {
  capAgentHeap();
  // Records `new RegExp(...)` in those folders (regex literals do not go through the constructor).
  class RecordingRegExp extends NativeRegExp {
    constructor(pattern: string | RegExp, flags?: string) {
      super(pattern, flags);
      const frame = new Error().stack?.split("\n").find((line) => /\/src\/(?:extraction|redaction|pipeline)\//.test(line));
      const site = /\/src\/((?:extraction|redaction|pipeline)\/[\w-]+\.ts):(\d+)/.exec(frame ?? "");
      if (site) built.push({ pattern: new NativeRegExp(this.source, this.flags), file: site[1]!, site: `${site[1]}:${site[2]}` });
    }
  }
  globalThis.RegExp = RecordingRegExp as RegExpConstructor;
  try {
    for (const file of files) await import(new URL(file, src).href);
    // Patterns built per call: run the functions that build them.
    const { rewritePronouns } = await import(new URL("extraction/third-person.ts", src).href);
    for (const speaker of ["user", "agent"]) rewritePronouns("I think we said you should do it and my, our, your own", speaker);
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
}, 120_000);

const literals = files.map((file) => ({ file, ...regExpSource(readFileSync(new URL(file, src), "utf8")) }));

afterAll(() => {
  built.length = 0;
  if (wrapperFolder === undefined) return;
  // recheck keeps its agent running until the process exits; the wrapper has already handed over to the agent.
  process.env.RECHECK_BIN = callersAgent;
  if (callersAgent === undefined) delete process.env.RECHECK_BIN;
  rmSync(wrapperFolder, { recursive: true, force: true });
});

/**
 * recheck's fuzzer without its time limits: it then stops by step counts only (an attack that reads
 * over 10^8 characters is a finding), with a fixed seed, so a verdict does not depend on how busy the
 * machine is (with time limits, a slow run on a loaded machine counts as an attack). The overall
 * limit of 10 minutes per pattern is only a guard: every pattern here takes seconds.
 */
const deterministic = {
  timeout: 600_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
  randomSeed: 0,
  attackLimit: 100_000_000,
};

/** recheck's default `maxRepeatCount`: a pattern whose bounded repeats add up to more is left to its fuzzer. */
const defaultRepeatCount = 30;

/**
 * The `maxRepeatCount` that lets recheck's automaton checker take `source`, or its default. The automaton
 * checker is exact: it proves a pattern linear or finds the attack. Its limit counts the bounds of every
 * `{m,n}` added up, and a pattern past it is left to the fuzzer. The memory fences' `\s{0,20}` beside
 * `[^>]{0,200}` took the fuzzer 35-40 s each on a 2-core machine, and the automaton 0.1-1.4 s.
 *
 * The limit is raised only for patterns whose bounded repeats each apply to one character or class, and
 * whose groups are not repeated. A repeated group holding a bounded repeat multiplies the automaton (one
 * such pattern ran for minutes), and raising the limit for every pattern slowed the fuzzer on others.
 */
function repeatCount(source: string): number {
  if (/\)[*+?{]/.test(source)) return defaultRepeatCount;
  let total = 0;
  for (const [, low, high] of source.matchAll(/(?<!\\)\{(\d+)(?:,(\d*))?\}/g)) total += Math.max(Number(low), Number(high || 0));
  return Math.max(defaultRepeatCount, total + 1);
}

function verdict(diagnostics: Diagnostics): string {
  if (diagnostics.status === "safe") return "safe";
  if (diagnostics.status === "vulnerable") return `vulnerable (${diagnostics.complexity.summary}), attack ${diagnostics.attack.pattern}`;
  return `unknown (${diagnostics.error.kind})`;
}

describe("regular expressions in src/extraction and src/redaction", () => {
  it("records a pattern for every `new RegExp` call site of every file", () => {
    for (const { file, constructorCalls } of literals) {
      const sites = new Set(built.filter((entry) => entry.file === file).map((entry) => entry.site));
      expect(sites.size, `${file}: ${constructorCalls} new RegExp in the source, ${sites.size} recorded`).toBe(constructorCalls);
    }
    expect(literals.reduce((n, file) => n + file.literals.length, 0)).toBeGreaterThan(100);
  });

  it("finds every one of them linear with recheck, or recorded as found linear", async () => {
    const patterns = new Map<string, { pattern: RegExp; where: string }>();
    for (const { file, literals: found } of literals) for (const pattern of found) patterns.set(`${pattern}`, { pattern, where: file });
    for (const entry of built) patterns.set(`${entry.pattern}`, { pattern: entry.pattern, where: entry.site });
    const version = recheckVersion();
    // recheck does not know the `d` flag (match indices), which does not change what matches.
    const keyed = [...patterns.values()].map((entry) => {
      const flags = entry.pattern.flags.replace("d", "");
      const options = { ...deterministic, maxRepeatCount: repeatCount(entry.pattern.source) };
      return { ...entry, flags, options, key: verdictKey({ source: entry.pattern.source, flags, recheckVersion: version, options }) };
    });
    const recorded = checkAll || !existsSync(recordFile) ? new Map<string, string>() : parseVerdicts(readFileSync(recordFile, "utf8"));
    const unrecorded = keyed.filter((entry) => !recorded.has(entry.key));
    const sample = keyed
      .filter((entry) => recorded.has(entry.key))
      .sort((a, b) => a.key.localeCompare(b.key))
      .slice(0, recordedSample);
    const results: string[] = [];
    const safeKeys = new Set<string>();
    const took: [ms: number, where: string][] = [];
    const queue = [...unrecorded, ...sample];
    const worker = async (patternsAtMost = Number.POSITIVE_INFINITY): Promise<void> => {
      for (let n = 0, next = queue.shift(); next; n++, next = n < patternsAtMost ? queue.shift() : undefined) {
        const started = performance.now();
        const diagnostics = await check(next.pattern.source, next.flags, next.options);
        took.push([performance.now() - started, `${next.where} ${String(next.pattern).slice(0, 80)}`]);
        results.push(`${next.where} ${String(next.pattern)}: ${verdict(diagnostics)}`);
        if (diagnostics.status === "safe") safeKeys.add(next.key);
      }
    };
    // One pattern first: recheck starts its agent on its first call, and three first calls at once start three agents.
    await worker(1);
    await Promise.all([worker(), worker(), worker()]);
    // Printed, never asserted: the patterns that took recheck longest, where to look when this test nears its limit
    // (decision 0327: one pattern took 126 s of a run that timed out).
    const slowest = took.sort((a, b) => b[0] - a[0]).slice(0, 5);
    console.log(
      `${patterns.size} patterns: ${patterns.size - unrecorded.length} recorded as found linear (test/regexp-verdicts.txt), ` +
        `${unrecorded.length} checked now, and ${sample.length} recorded ones checked again\n` +
        `slowest patterns to check:\n${slowest.map(([ms, where]) => `  ${(ms / 1000).toFixed(1)} s ${where}`).join("\n")}`,
    );
    if (writeRecord) {
      const verdicts: RecordedVerdict[] = keyed
        .filter((entry) => recorded.has(entry.key) || safeKeys.has(entry.key))
        .map((entry) => ({ key: entry.key, where: entry.where.replace(/:\d+$/, "") }));
      writeFileSync(recordFile, formatVerdicts(verdicts));
    }
    expect(results.length).toBe(unrecorded.length + sample.length);
    expect(results.filter((line) => !line.endsWith(": safe")).sort()).toEqual([]);
  }, 900_000);
});
