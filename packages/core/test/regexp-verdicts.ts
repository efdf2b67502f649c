import { createHash } from "node:crypto";

/**
 * The record of patterns recheck found linear (test/regexp-verdicts.txt, decision 0499): the ReDoS check
 * (regexp-redos.test.ts) hands recheck only the patterns whose key the record lacks. A key is a hash of everything
 * a verdict depends on: the pattern's source and flags, recheck's version and the options the check passes. A
 * pattern edited by one character, another recheck or other options give another key, and the pattern is checked
 * again. Only the check itself writes the record (`pnpm run redos:record`), and only with verdicts recheck gave.
 */
export interface VerdictInput {
  readonly source: string;
  readonly flags: string;
  readonly recheckVersion: string;
  /** The options passed to recheck's `check`, `maxRepeatCount` included. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** A recorded verdict: its key and the file the pattern was in when it was recorded (for a person reading the file). */
export interface RecordedVerdict {
  readonly key: string;
  readonly where: string;
}

const keyPattern = /^[0-9a-f]{32}$/;

/** Options as JSON with their names sorted: the same options give the same key in any order. */
function canonicalOptions(options: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(options)
        .sort()
        .map((name) => [name, options[name]]),
    ),
  );
}

/** The key of one verdict: 32 hex digits of a SHA-256 over recheck's version, the options, the flags and the source. */
export function verdictKey(input: VerdictInput): string {
  const hash = createHash("sha256");
  for (const part of [input.recheckVersion, canonicalOptions(input.options), input.flags, input.source]) {
    hash.update(String(part.length));
    hash.update(":");
    hash.update(part);
  }
  return hash.digest("hex").slice(0, 32);
}

const header = [
  "# Patterns recheck found linear, by key (test/regexp-verdicts.ts): the ReDoS check hands recheck only the patterns",
  "# whose key is not here. Written by `pnpm run redos:record` in packages/core; never edit it by hand (decision 0499).",
];

/** Reads the record. A line that is neither a comment nor `<key> <file>` throws, naming the line and the fix. */
export function parseVerdicts(text: string): Map<string, string> {
  const verdicts = new Map<string, string>();
  text.split("\n").forEach((line, index) => {
    if (line === "" || line.startsWith("#")) return;
    const space = line.indexOf(" ");
    const key = space === -1 ? line : line.slice(0, space);
    const where = space === -1 ? "" : line.slice(space + 1);
    if (!keyPattern.test(key) || where === "")
      throw new Error(
        `regexp-verdicts.txt line ${index + 1}: expected "<32 hex digits> <file>", got ${JSON.stringify(line.slice(0, 80))}; ` +
          "write the record again with `pnpm run redos:record` in packages/core",
      );
    verdicts.set(key, where);
  });
  return verdicts;
}

/** The record's text: its header, then one line per verdict, sorted by file and key so a change reads as a small diff. */
export function formatVerdicts(verdicts: readonly RecordedVerdict[]): string {
  const lines = [...new Map(verdicts.map((verdict) => [verdict.key, verdict.where])).entries()]
    .sort(([keyA, whereA], [keyB, whereB]) => whereA.localeCompare(whereB) || keyA.localeCompare(keyB))
    .map(([key, where]) => {
      if (!keyPattern.test(key) || where === "" || /\s/.test(where))
        throw new Error(`regexp-verdicts: cannot record ${JSON.stringify(key)} at ${JSON.stringify(where)}`);
      return `${key} ${where}`;
    });
  return `${[...header, ...lines].join("\n")}\n`;
}
