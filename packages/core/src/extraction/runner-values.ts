/**
 * The two values a test runner prints as what was expected and what came, each read as one line, "expected: …; got: …",
 * as RSpec's pair is (decision 0307): Gomega's, node-tap's, Kaocha's, RackUnit's and testify's (decisions 0610-0617), moved out of
 * headed-messages.ts when it neared three hundred lines. error-line.ts reads them first (cause-readers.ts).
 */

/**
 * Gomega's failed equality, as Ginkgo prints it under "[FAILED]" and `go test` without it (decision 0610): "Expected",
 * the value that came as "<type>: value" on the next line, "to equal", then the value expected, read as one line,
 * "expected: 2026-12-08 04:00:00 +0000 UTC; got: 2026-12-08 02:00:00 +0000 UTC", as RSpec's pair is (decision 0307).
 * Only an equality with each value on one line: a struct drawn over several lines is no pair to quote.
 */
const gomegaValue = /^<[\w.*[\]{}/ -]{1,80}>: (\S.{0,300})$/;
export function gomegaValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^(?:\[FAILED\] )?Expected$/.test(text));
  if (at < 0 || !/^to (?:equal|be equivalent to)$/.test(lines[at + 2] ?? "")) return undefined;
  const got = gomegaValue.exec(lines[at + 1] ?? "")?.[1];
  const expected = gomegaValue.exec(lines[at + 3] ?? "")?.[1];
  const multiline = (value: string): boolean => /[{[(]$/.test(value);
  return got !== undefined && expected !== undefined && !multiline(got) && !multiline(expected) ? `expected: ${expected}; got: ${got}` : undefined;
}

/**
 * node-tap's difference of two one-line values (decision 0612): under "--- expected" and "+++ actual" (either way round)
 * and a hunk's "@@ … @@" at most, the "-" line is the first side's and the "+" line the second's, read as one line,
 * "expected: 2026-12-08T08:00:00+01:00; got: 2026-12-08T07:00:00+00:00", as RSpec's pair is (decision 0307). A value
 * over several lines is no pair to quote.
 */
export function tapDiffValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text, i) => /^--- (?:expected|actual)$/.test(text) && /^\+\+\+ (?:expected|actual)$/.test(lines[i + 1] ?? ""));
  if (at < 0) return undefined;
  const minusIsExpected = lines[at] === "--- expected";
  if (minusIsExpected === (lines[at + 1] === "+++ expected")) return undefined;
  let first = at + 2;
  if (/^@@ [^\n]{1,60} @@$/.test(lines[first] ?? "")) first++;
  const minus = /^-(\S.{0,300})$/.exec(lines[first] ?? "")?.[1];
  const plus = /^\+(\S.{0,300})$/.exec(lines[first + 1] ?? "")?.[1];
  if (minus === undefined || plus === undefined || /^[-+]/.test(lines[first + 2] ?? "")) return undefined;
  return minusIsExpected ? `expected: ${minus}; got: ${plus}` : `expected: ${plus}; got: ${minus}`;
}

/**
 * Kaocha's report under "FAIL in <namespace>/<test> (<file>:<line>)" (decision 0613): "Expected:" and "Actual:", each
 * with its value on the next line, read as one line, "expected: 19.99M; got: 20.00M", as RSpec's pair is (decision 0307).
 * Its diff of the two ("-19.99M +20.00M", what was expected struck out and what came after it) is read as what came. A
 * value over several lines is no pair.
 */
export function kaochaValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^FAIL in [\w.*+!?-]{1,200}\/[\w.*+!?-]{1,200} \([\w./-]{1,200}:\d{1,6}\)$/.test(text));
  const expected = at < 0 ? -1 : lines.indexOf("Expected:", at);
  if (expected < 0 || lines[expected + 2] !== "Actual:") return undefined;
  const wanted = lines[expected + 1] ?? "";
  const came = lines[expected + 3] ?? "";
  if (wanted === "" || came === "" || !/^(?:\d+ tests?,|FAIL in |ERROR in |$)/.test(lines[expected + 4] ?? "")) return undefined;
  const diff = /^-(\S{1,300}) \+(\S{1,300})$/.exec(came);
  return `expected: ${wanted}; got: ${diff !== null && diff[1] === wanted ? diff[2] : came}`;
}

/**
 * RackUnit's failed check under its "FAILURE" heading, as `raco test` prints it (decision 0614): the "actual:" and
 * "expected:" fields among the check's name and location, read as one line, "expected: 85; got: 90". A field over several
 * lines is no pair.
 */
export function rackunitValues(lines: readonly string[]): string | undefined {
  const at = lines.indexOf("FAILURE");
  if (at < 0) return undefined;
  const fields = lines.slice(at + 1, at + 9);
  const end = fields.findIndex((text) => !/^[a-z][\w-]{0,20}:\s/.test(text));
  const own = end < 0 ? fields : fields.slice(0, end);
  const value = (name: string): string | undefined => {
    const line = own.find((text) => text.startsWith(`${name}:`));
    return line === undefined ? undefined : line.slice(name.length + 1).trim() || undefined;
  };
  const expected = value("expected");
  const actual = value("actual");
  return expected !== undefined && actual !== undefined ? `expected: ${expected}; got: ${actual}` : undefined;
}

/**
 * testify's "Error: Not equal:" in a Go test's output, its "expected: …" and "actual  : …" on the lines under it (decision
 * 0617), read as one line, "expected: 'remote'; got: 'contiguous'"; its "Error Trace:" line names a place, never what went
 * wrong. A value over several lines (a struct's diff) is no pair.
 */
export function testifyValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^Error:\s{1,20}Not equal:$/.test(text));
  if (at < 0) return undefined;
  const expected = /^expected:\s{1,4}(\S.{0,300})$/.exec(lines[at + 1] ?? "")?.[1];
  const actual = /^actual\s{0,4}:\s{1,4}(\S.{0,300})$/.exec(lines[at + 2] ?? "")?.[1];
  return expected !== undefined && actual !== undefined && !/[{[(]$/.test(expected) ? `expected: ${expected}; got: ${actual}` : undefined;
}
