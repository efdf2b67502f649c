/**
 * What the readers of a failed run's output share (error-line.ts, headed-messages.ts): the longest line a fix quotes,
 * the next line that says anything, and an expectation with what came instead on the line under it.
 */

/** The longest error line a fix quotes. */
export const maxQuotedChars = 120;

/**
 * Jest's and Vitest's "Expected: 3" / "Expected number of calls: 1", and the "Received" line under it; RSpec's
 * "expected: …" and the "got: …" under it (decision 0307); NUnit's "Expected: 10800" and "But was:  10000", and an
 * "Actual:" line under an expectation (decision 0316); Hspec's "expected: 13" and "but got: 12" (decision 0323);
 * clojure.test's "expected: (= 2.35 …)" and "actual: (not …)" (decision 0328).
 */
export const expectedLine = /^(?:Expected(?: [a-z]{1,12}){0,4}|expected):\s{1,8}\S/;
const receivedLine = /^(?:Received(?: [a-z]{1,12}){0,4}|got|[Bb]ut got|But was|[Aa]ctual):\s{1,8}\S/;

/**
 * "Expected number of calls: 1" then "Received number of calls: 2", as Jest and Vitest print a failed matcher
 * without a word of failure: the two as one line, "Expected number of calls: 1; Received number of calls: 2"
 * (decision 0301); RSpec's `eq` the same, "expected: 'id,total'; got: nil" (decision 0307). Read when no line names
 * an error.
 */
export function expectationPair(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => expectedLine.test(text));
  if (at < 0) return undefined;
  const received = nextLine(lines, at);
  return received !== undefined && receivedLine.test(received) ? asOneLine(lines[at]!, received) : undefined;
}

/**
 * The expectation pair whose second line is `lines[at]`: Hspec's "but got: Left "unexpected 'm'"" names an error
 * itself, and is read with the "expected: Right 90" above it (decision 0428). Undefined when the line before is no
 * expectation.
 */
export function pairEndingAt(lines: readonly string[], at: number): string | undefined {
  if (!receivedLine.test(lines[at]!)) return undefined;
  let above = at - 1;
  while (above >= 0 && lines[above] === "") above--;
  return above >= 0 && expectedLine.test(lines[above]!) ? asOneLine(lines[above]!, lines[at]!) : undefined;
}

/** An expectation and what came instead as one line; the runners align the values with spaces ("But was:  10000"), one space each is what is quoted. */
function asOneLine(expected: string, received: string): string {
  return `${expected}; ${received}`.replace(/ {2,}/g, " ");
}

/**
 * The first non-empty line under the first line `place` matches: the message a runner prints under a finding's place
 * or heading (ScalaTest, testthat, Dialyzer, Redocly, publint). Undefined when no line matches or nothing follows it.
 */
export function lineUnder(lines: readonly string[], place: RegExp): string | undefined {
  const at = lines.findIndex((text) => place.test(text));
  return at < 0 ? undefined : nextLine(lines, at);
}

/** The first non-empty line after `at`. */
export function nextLine(lines: readonly string[], at: number): string | undefined {
  for (let i = at + 1; i < lines.length; i++) if (lines[i] !== "") return lines[i];
  return undefined;
}
