import { exunitValues } from "./headed-messages.js";
import { expectationPair, nextLine, pairEndingAt } from "./output-lines.js";
import { quotable } from "./quoted-line.js";
import { namesTestOrCount } from "./test-run-lines.js";
import { causeReaders } from "./cause-readers.js";

/**
 * Which line of a failed build or test run's output a fix quotes ("`pnpm test` failed with "…" and passed after …"):
 * `errorLine`, with each runner's way of printing what went wrong.
 */

const expectedWord = /\bexpected\b/i;
const whatCameInstead = /\b(?:but (?:it )?(?:was|got|received)|got|received|found)\b/i;
/**
 * An expectation that failed, as RSpec's and Jest's matchers word it: "expected … but it was …", "expected … got …"
 * (decision 0287), and Zig's and rustc's "expected 3, found 4" (decision 0329). Two plain expressions, the second read after the first's match, where one pattern spanning both
 * was more than the ReDoS checker of core's tests could decide.
 */
function statesFailedExpectation(text: string): boolean {
  const at = text.search(expectedWord);
  return at >= 0 && whatCameInstead.test(text.slice(at + "expected".length));
}

/**
 * "orders_test.go:48: got status 409, want 201", "main.c:12:5: …": a message at a place in a file, as Go's tests and
 * compilers print a failure; read when no line of the output names an error (decision 0291).
 */
const messageAtPlace = /^[\w./-]{1,80}\.[a-z]{1,5}:\d{1,6}(?::\d{1,6})?:\s+\S/i;

/**
 * XCTest's place and test before its message: "/repo/Tests/TaxTests.swift:14: error: TaxTests.testRoundsHalfUp : ", as
 * `swift test` prints it, or "-[AppTests.TaxTests testRoundsHalfUp] : " as Xcode does.
 */
const xctestPlace = /^[\w./-]{1,300}\.swift:\d{1,6}: error: (?:-\[[\w.]{1,200} [\w]{1,200}\]|[\w.]{1,200}) : (?=\S)/;

/** turbo's "<package>:<task>: " before a task's line, the package scoped or not, the task opening with a letter. */
const turboTaskPrefix = /^(?:@[\w.-]{1,60}\/)?[\w.-]{1,60}:[a-z][\w:-]{0,60}: ?/i;

/**
 * The first line of a failed run's output that names the problem, when it reads as a report and not an
 * instruction: an error or exception, or a word of failure ("missing", "panic", "invalid", "denied"…; decision
 * 0279). A runner's "FAIL" or Go's "--- FAIL:" line names a test, not the problem.
 */
export function errorLine(output: string): string | undefined {
  const trimmed = output.split("\n").map((text) => text.trim());
  for (const [read, finding] of causeReaders) {
    const cause = read(trimmed);
    if (cause !== undefined) return quotable(cause, finding);
  }
  // ExUnit's values too long or unfit to quote ("left: '<div class=…>'") leave its "Assertion with =~ failed" line.
  const values = exunitValues(trimmed);
  if (values !== undefined && quotable(values) !== undefined) return quotable(values);
  const lines = trimmed
    // pytest marks the lines of its assertion with "E" and spaces ("E       AssertionError: …"; decision 0284), and
    // Terraform draws a box of "│" before its diagnostics ("│ Error: Unsupported argument"; decision 0311).
    // XCTest puts its message after the place and the test's name ("/repo/Tests/TaxTests.swift:14: error:
    // TaxTests.testRoundsHalfUp : XCTAssertEqual failed: …"; decision 0321): the message is what went wrong.
    .map((text) =>
      text
        // turbo puts the package and task before each line of a task's output: "@acme/api:test: AssertionError: …"
        // (decision 0588); what follows is the runner's line.
        .replace(turboTaskPrefix, "")
        .replace(/^E {2,}(?=\S)/, "")
        .replace(/^[│╷╵] ?/, "")
        .replace(xctestPlace, "")
        // Nim's unittest puts its check after the place: "/repo/tests/test_slug.nim(12, 27): Check failed: slugify(…) ==
        // …" (decision 0337); the check that failed is what went wrong.
        .replace(/^[\w./\\-]{1,300}\.nim\(\d{1,6}, \d{1,6}\): (?=Check failed: )/, "")
        // C's assert puts the program, the place and the function before it: "test_slug: tests/test_slug.c:14: main:
        // Assertion `…' failed." (decision 0341); the assertion is what went wrong.
        .replace(/^[\w.-]{1,100}: [\w./-]{1,200}:\d{1,6}: [\w$]{1,100}: (?=Assertion )/, "")
        // bats prints the check that failed under TAP's "#": "#   `[ "$status" -eq 0 ]' failed"; bats-assert what it found:
        // "# output : cp: cannot stat …" (what the command printed, quoted alone) and "# expected : a" / "# actual   : b"
        // (read as a pair; decision 0345).
        .replace(/^#\s{1,4}(?=\x60[^\x60]{1,200}' failed$)/, "")
        .replace(/^#\s{1,4}output\s{1,8}:\s(?=\S)/, "")
        .replace(/^#\s{1,4}(expected|actual)\s{1,8}:\s(?=\S)/, "$1: ")
        // Cypress puts how long it retried between the error's class and its message: "AssertionError: Timed out
        // retrying after 4000ms: Expected to find element: …" (decision 0574); the message is what went wrong.
        .replace(/^(AssertionError|CypressError): Timed out retrying after \d{1,7}ms: (?=\S)/, "$1: ")
        // Deno prints an uncaught error after a lowercase "error: " ("error: AssertionError: Values are not equal.";
        // decision 0325): the error's class and message are what went wrong.
        .replace(/^error: (?=[\w.]{0,60}(?:Error|Exception):)/, ""),
    )
    .filter((text) => !namesTestOrCount(text));
  const at = lines.findIndex(
    (text) =>
      /(?:\b|[a-z])(?:error|exception)\b|\b(?:failed|failure|cannot|not found|timed out|TS\d{4}|ERR_[A-Z_]+|missing|panic|panicked|invalid|unexpected|denied|refused|no such|undefined|unable to|could not|couldn['’]t|exceeded|aborted|killed|out of memory)\b/i.test(
        text,
      ) || statesFailedExpectation(text),
  );
  const line =
    at >= 0
      ? (matcherValues(lines, at) ?? pairEndingAt(lines, at) ?? phpunitMessage(lines, at) ?? withMessageBelow(lines, at))
      : (expectationPair(lines) ?? lines.find((text) => messageAtPlace.test(text)));
  return line === undefined ? undefined : quotable(line);
}

/**
 * A matcher's line: Playwright's "Error: expect(locator).toHaveText(expected) failed" (decision 0309), Bun's "error:
 * expect(received).toBe(expected)" (decision 0319).
 */
const matcherLine = /^(?:[Ee]rror:\s+)?expect\([^()]{0,80}\)(?:\.[A-Za-z]{1,40}){1,3}\([^()]{0,80}\)(?: failed)?$/;

/**
 * A matcher's line names the matcher; the values are in the "Expected: …" / "Received: …" pair below it, which is
 * quoted instead.
 */
function matcherValues(lines: readonly string[], at: number): string | undefined {
  return matcherLine.test(lines[at]!) ? expectationPair(lines.slice(at + 1)) : undefined;
}

/**
 * PHPUnit's "Failed asserting that 2 is identical to 1." follows the assertion's own message when the test gave one
 * ("The expected [App\Notifications\ResetPassword] notification was sent 2 times instead of 1 times."): that message
 * is quoted, as what the test says went wrong (decision 0313).
 */
function phpunitMessage(lines: readonly string[], at: number): string | undefined {
  if (!lines[at]!.startsWith("Failed asserting that ")) return undefined;
  const above = at > 0 ? lines[at - 1] : undefined;
  return above !== undefined && /^\p{Lu}/u.test(above) && /[.!]$/.test(above) ? above : undefined;
}

/**
 * An error's class alone on its line, its message on the next ("Timeout::Error:" then "execution expired", as RSpec
 * prints an exception): the two as one line (decision 0299). Rust's panic line names where; its message, on the next
 * line, is what went wrong and is quoted alone.
 */
function withMessageBelow(lines: readonly string[], at: number): string {
  const line = lines[at]!;
  // Rust's "thread 'x' panicked at src/query.rs:31:10:" has its message on the next line too (decision 0303).
  const panic = /^thread '[^']{1,200}' panicked at [\w./-]{1,200}:\d+:\d+:$/.test(line);
  if (panic) return nextLine(lines, at) ?? line;
  // Node's assert ends its message with a colon and prints the values below it: "AssertionError [ERR_ASSERTION]:
  // Expected values to be strictly equal:" then "'a' !== 'b'" (decision 0324).
  if (!/^[\w:.]{0,80}(?:Error|Exception):$/.test(line) && !/^\w{0,40}(?:Error|Exception)\b[^\n]{0,100}:$/.test(line)) return line;
  const next = nextLine(lines, at);
  return next === undefined ? line : `${line} ${next}`;
}
