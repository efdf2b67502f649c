import { looksLikeInstruction } from "./instruction-text.js";
import { namesTestOrCount } from "./test-run-lines.js";

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

/** The longest error line a fix quotes. */
const maxQuotedChars = 120;

/**
 * Gradle's "* What went wrong:" section: its last "> " line is the cause ("> Duplicate class … found in modules …"),
 * under the task that failed and Gradle's summary "FAILURE: Build failed with an exception." (decision 0292).
 */
function gradleCause(lines: readonly string[]): string | undefined {
  const start = lines.findIndex((text) => /^\* What went wrong:$/.test(text));
  if (start < 0) return undefined;
  let cause: string | undefined;
  for (const text of lines.slice(start + 1)) {
    if (text === "" || text.startsWith("* ")) break;
    if (text.startsWith("> ")) cause = text.slice(2).trim();
  }
  return cause;
}

/**
 * The first line of a failed run's output that names the problem, when it reads as a report and not an
 * instruction: an error or exception, or a word of failure ("missing", "panic", "invalid", "denied"…; decision
 * 0279). A runner's "FAIL" or Go's "--- FAIL:" line names a test, not the problem.
 */
export function errorLine(output: string): string | undefined {
  const trimmed = output.split("\n").map((text) => text.trim());
  const cause =
    gradleCause(trimmed) ??
    pytestAssertion(trimmed) ??
    minitestMessage(trimmed) ??
    scalatestMessage(trimmed) ??
    googleTestMessage(trimmed) ??
    testthatMessage(trimmed) ??
    testMoreValues(trimmed);
  if (cause !== undefined) return quotable(cause);
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
        .replace(/^E {2,}(?=\S)/, "")
        .replace(/^[│╷╵] ?/, "")
        .replace(xctestPlace, "")
        // Nim's unittest puts its check after the place: "/repo/tests/test_slug.nim(12, 27): Check failed: slugify(…) ==
        // …" (decision 0337); the check that failed is what went wrong.
        .replace(/^[\w./\\-]{1,300}\.nim\(\d{1,6}, \d{1,6}\): (?=Check failed: )/, "")
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
      ? (matcherValues(lines, at) ?? phpunitMessage(lines, at) ?? withMessageBelow(lines, at))
      : (expectationPair(lines) ?? lines.find((text) => messageAtPlace.test(text)));
  return line === undefined ? undefined : quotable(line);
}

/**
 * pytest's first "E" line, the assertion that failed ("E       assert 413 == 200"), without its marker; its "E   +
 * where …" lines explain the values and are not it. pytest's summary "FAILED tests/x.py::test_y - assert …" repeats
 * it after the test's name (decision 0302).
 */
function pytestAssertion(lines: readonly string[]): string | undefined {
  for (const text of lines) {
    const marked = /^E {2,}(\S.*)$/.exec(text);
    if (marked !== null && !marked[1]!.startsWith("+")) return marked[1];
  }
  return undefined;
}

/**
 * Minitest's test line under its "Failure:" or "Error:" heading: "PasswordMailerTest#test_reset_is_delivered_once
 * [test/mailers/password_mailer_test.rb:18]:", "UserTest#test_0001_signs in:".
 */
const minitestTest = /^[\w:]{1,200}#[^\s#[\]][^#[\]]{0,200}(?: \[[^\]]{1,300}\])?:$/;

/**
 * Minitest's message, as Rails' runner prints a failure (decision 0318): the line under its "Failure:" or "Error:"
 * heading and the test's line ("1 emails expected, but 2 were sent.", "NoMethodError: undefined method …"); an
 * "Expected: 1" / "Actual: 2" pair there, when the test gave no message, as one line.
 */
function minitestMessage(lines: readonly string[]): string | undefined {
  const heading = lines.findIndex((text, i) => /^(?:Failure|Error):$/.test(text) && minitestTest.test(lines[i + 1] ?? ""));
  if (heading < 0) return undefined;
  const message = nextLine(lines, heading + 1);
  if (message === undefined || !expectedLine.test(message)) return message;
  return expectationPair(lines.slice(lines.indexOf(message, heading + 2))) ?? message;
}

/** sbt's level before each line it prints: "[info] ", "[error] ". */
const sbtLevel = /^\[(?:info|error|warn|success)\] ?/;

/**
 * ScalaTest's message, as sbt prints a failure (decision 0322): the line under the test's "- formats negative amounts
 * *** FAILED ***" ('"(12.00)" did not equal "-12.00" (PriceSpec.scala:18)'), without sbt's "[info]".
 */
function scalatestMessage(lines: readonly string[]): string | undefined {
  const plain = lines.map((text) => text.replace(sbtLevel, "").trim());
  const test = plain.findIndex((text) => /^- [^\n]{1,300} \*\*\* FAILED \*\*\*$/.test(text));
  return test < 0 ? undefined : nextLine(plain, test);
}

/**
 * GoogleTest's message under its "parser_test.cpp:27: Failure" line (decision 0327): the lines up to the next marker
 * ("[  FAILED  ] …") or blank line, as one line ("Expected equality of these values: fields.size() Which is: 2 3");
 * its first line alone when the whole is too long to quote.
 */
function googleTestMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^[\w./\\:-]{1,300}[:(]\d{1,6}\)?: Failure$/.test(text));
  if (at < 0) return undefined;
  const message: string[] = [];
  for (const text of lines.slice(at + 1, at + 12)) {
    if (text === "" || text.startsWith("[")) break;
    message.push(text);
  }
  if (message.length === 0) return undefined;
  const whole = message.join(" ").replace(/ {2,}/g, " ");
  return whole.length <= maxQuotedChars ? whole : message[0];
}

/**
 * testthat's message under its "Failure (test-parse_price.R:8:3): parse_price handles thousands separators" heading
 * (decision 0333): 'parse_price("1,234.50") (`actual`) not equal to 1234.5 (`expected`).'.
 */
function testthatMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^(?:Failure|Error) \([\w./-]{1,200}:\d{1,6}(?::\d{1,6})?\): \S/.test(text));
  return at < 0 ? undefined : nextLine(lines, at);
}

/**
 * Test::More's values under its "#   Failed test 'strips accents'" line, as `prove` prints a failure (decision 0334):
 * the "#          got: 'crème-brûlée'" and "#     expected: 'creme-brulee'" lines after the test's place, without their
 * "#", as one line, "got: 'crème-brûlée'; expected: 'creme-brulee'". A failed `ok` prints no values: nothing is quoted
 * then, the test's name being no message.
 */
function testMoreValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^#\s{1,8}Failed (?:\(TODO\) )?test\b/.test(text));
  if (at < 0) return undefined;
  const diagnostics = lines.slice(at + 1, at + 5).map((text) => text.replace(/^#\s{1,40}/, ""));
  const got = diagnostics.findIndex((text) => /^got:\s{1,8}\S/.test(text));
  const expected = got < 0 ? undefined : diagnostics[got + 1];
  return expected !== undefined && /^expected:\s{1,8}\S/.test(expected) ? `${diagnostics[got]}; ${expected}`.replace(/ {2,}/g, " ") : undefined;
}

/**
 * ExUnit's values under its "Assertion with == failed" or "match (=) failed" (decision 0326): the "left: …" and "right:
 * …" lines after the assertion's "code: …", as one line, "left: 'EUR 12.34'; right: '12,34 €'".
 */
function exunitValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^(?:Assertion with \S{1,4} failed|match \(=\) failed)$/.test(text));
  if (at < 0) return undefined;
  const left = lines.slice(at + 1, at + 4).findIndex((text) => /^left:\s{1,8}\S/.test(text));
  const right = left < 0 ? undefined : lines[at + 2 + left];
  return right !== undefined && /^right:\s{1,8}\S/.test(right) ? `${lines[at + 1 + left]}; ${right}`.replace(/ {2,}/g, " ") : undefined;
}

/**
 * Jest's and Vitest's "Expected: 3" / "Expected number of calls: 1", and the "Received" line under it; RSpec's
 * "expected: …" and the "got: …" under it (decision 0307); NUnit's "Expected: 10800" and "But was:  10000", and an
 * "Actual:" line under an expectation (decision 0316); Hspec's "expected: 13" and "but got: 12" (decision 0323);
 * clojure.test's "expected: (= 2.35 …)" and "actual: (not …)" (decision 0328).
 */
const expectedLine = /^(?:Expected(?: [a-z]{1,12}){0,4}|expected):\s{1,8}\S/;
const receivedLine = /^(?:Received(?: [a-z]{1,12}){0,4}|got|[Bb]ut got|But was|[Aa]ctual):\s{1,8}\S/;

/**
 * "Expected number of calls: 1" then "Received number of calls: 2", as Jest and Vitest print a failed matcher
 * without a word of failure: the two as one line, "Expected number of calls: 1; Received number of calls: 2"
 * (decision 0301); RSpec's `eq` the same, "expected: 'id,total'; got: nil" (decision 0307). Read when no line names
 * an error.
 */
function expectationPair(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => expectedLine.test(text));
  if (at < 0) return undefined;
  const received = nextLine(lines, at);
  // The runners align the values with spaces ("But was:  10000"): one space each is what is quoted.
  return received !== undefined && receivedLine.test(received) ? `${lines[at]}; ${received}`.replace(/ {2,}/g, " ") : undefined;
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

/** The first non-empty line after `at`. */
function nextLine(lines: readonly string[], at: number): string | undefined {
  for (let i = at + 1; i < lines.length; i++) if (lines[i] !== "") return lines[i];
  return undefined;
}

/** `line` as a fix quotes it, when it is short enough and reads like no instruction. */
function quotable(line: string): string | undefined {
  if (line.length > maxQuotedChars || looksLikeInstruction(line)) return undefined;
  return line.replace(/"/g, "'");
}
