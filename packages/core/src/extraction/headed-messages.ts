import { expectationPair, expectedLine, lineUnder, maxQuotedChars, nextLine } from "./output-lines.js";

/**
 * The messages runners print under a heading of their own, each read by the decision that met it: what went wrong,
 * where the heading above it only names a test or a task (error-line.ts reads them first).
 */

/**
 * Gradle's "* What went wrong:" section: its last "> " line is the cause ("> Duplicate class … found in modules …"),
 * under the task that failed and Gradle's summary "FAILURE: Build failed with an exception." (decision 0292).
 */
export function gradleCause(lines: readonly string[]): string | undefined {
  const start = lines.findIndex((text) => /^\* What went wrong:$/.test(text));
  if (start < 0) return undefined;
  let cause: string | undefined;
  for (const text of lines.slice(start + 1)) {
    if (text === "" || text.startsWith("* ")) break;
    if (text.startsWith("> ")) cause = text.slice(2).trim();
  }
  // "There were failing tests. See the report at: …" names no cause: the test's own failure above it is read instead
  // (decision 0591).
  return cause !== undefined && failingTestsReport.test(cause) ? undefined : cause;
}
const failingTestsReport = /^There were failing tests\b/;

/**
 * pytest's first "E" line, the assertion that failed ("E       assert 413 == 200"), without its marker; its "E   +
 * where …" lines explain the values and are not it. pytest's summary "FAILED tests/x.py::test_y - assert …" repeats
 * it after the test's name (decision 0302).
 */
export function pytestAssertion(lines: readonly string[]): string | undefined {
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
export function minitestMessage(lines: readonly string[]): string | undefined {
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
export function scalatestMessage(lines: readonly string[]): string | undefined {
  const plain = lines.map((text) => text.replace(sbtLevel, "").trim());
  return lineUnder(plain, /^- [^\n]{1,300} \*\*\* FAILED \*\*\*$/);
}

/**
 * GoogleTest's message under its "parser_test.cpp:27: Failure" line (decision 0327): the lines up to the next marker
 * ("[  FAILED  ] …") or blank line, as one line ("Expected equality of these values: fields.size() Which is: 2 3");
 * its first line alone when the whole is too long to quote.
 */
export function googleTestMessage(lines: readonly string[]): string | undefined {
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
export function testthatMessage(lines: readonly string[]): string | undefined {
  return lineUnder(lines, /^(?:Failure|Error) \([\w./-]{1,200}:\d{1,6}(?::\d{1,6})?\): \S/);
}

/**
 * Test::More's values under its "#   Failed test 'strips accents'" line, as `prove` prints a failure (decision 0334):
 * the "#          got: 'crème-brûlée'" and "#     expected: 'creme-brulee'" lines after the test's place, without their
 * "#", as one line, "got: 'crème-brûlée'; expected: 'creme-brulee'". A failed `ok` prints no values: nothing is quoted
 * then, the test's name being no message.
 */
export function testMoreValues(lines: readonly string[]): string | undefined {
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
export function exunitValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^(?:Assertion with \S{1,4} failed|match \(=\) failed)$/.test(text));
  if (at < 0) return undefined;
  const left = lines.slice(at + 1, at + 4).findIndex((text) => /^left:\s{1,8}\S/.test(text));
  const right = left < 0 ? undefined : lines[at + 2 + left];
  return right !== undefined && /^right:\s{1,8}\S/.test(right) ? `${lines[at + 1 + left]}; ${right}`.replace(/ {2,}/g, " ") : undefined;
}

/**
 * Julia's Test under its "slugify: Test Failed at /repo/test/runtests.jl:9" (decision 0338): the "Expression: …" and
 * "Evaluated: …" lines as one line, "Expression: slugify('a_ b') == 'a-b'; Evaluated: 'a--b' == 'a-b'"; the
 * expression alone when it was not evaluated to values ("@test isempty(x)" prints no "Evaluated").
 */
export function juliaValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^[^:]{1,200}: Test Failed at \S/.test(text));
  const expression = at < 0 ? undefined : lines[at + 1];
  if (expression === undefined || !/^Expression:\s{1,8}\S/.test(expression)) return undefined;
  const evaluated = lines[at + 2];
  return evaluated !== undefined && /^Evaluated:\s{1,8}\S/.test(evaluated) ? `${expression}; ${evaluated}`.replace(/ {2,}/g, " ") : expression;
}

/**
 * elm-test's failed equality, drawn as the pipeline it was written as (decision 0549): the value that came on top, then
 * "╷", "│ Expect.equal" and "╵", then the value expected below, read as one line, "expected: "12.50"; got: "12.5"", as
 * RSpec's pair is (decision 0307). Only the equalities (`Expect.equal`, `equalLists`, `equalDicts`, `equalSets`): the
 * other comparisons' two values are no expected and got.
 */
export function elmTestValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^│ Expect\.equal(?:Lists|Dicts|Sets)?$/.test(text));
  if (at < 2 || lines[at - 1] !== "╷" || lines[at + 1] !== "╵") return undefined;
  const got = lines[at - 2]!;
  const expected = nextLine(lines, at + 1);
  return got !== "" && expected !== undefined ? `expected: ${expected}; got: ${got}` : undefined;
}

/**
 * Foundry's reason for a failed test, inside the "[FAIL: …]" that opens the test's line: "[FAIL: assertion failed: 100 !=
 * 90] test_withdraw_fee() (gas: 60123)", a fuzz test's "(runs: 256, μ: 1200, ~: 1100)" after it, older versions'
 * "[FAIL. Reason: revert: …]" (decision 0565). The reason is what went wrong, whatever its words (a letter or a digit
 * among them); read in plain steps, the test's name and what follows it from the line's end.
 */
const foundryFailLead = /^\[FAIL(?::|\. Reason:) /;
const foundryTestEnd = /\] [\w$]{1,200}\([\w\s,$[\]]{0,200}\)(?: \((?:gas: \d{1,15}|runs: \d{1,9}, μ: \d{1,15}, ~: \d{1,15})\))?$/;
export function foundryReason(lines: readonly string[]): string | undefined {
  for (const text of lines) {
    const lead = foundryFailLead.exec(text);
    const end = lead === null ? null : foundryTestEnd.exec(text.slice(0, 700));
    const reason = lead === null || end === null ? "" : text.slice(lead[0].length, end.index);
    if (/[\p{L}\d]/u.test(reason)) return reason;
  }
  return undefined;
}

/**
 * AVA's difference of two values on one line each (decision 0551): under "Difference (- actual, + expected):" (or AVA
 * 3's "Difference:"), the "- " line came and the "+ " line was expected, read as one line, "expected: 'creme-brulee';
 * got: 'crème-brûlée'", as RSpec's pair is (decision 0307). A value over several lines is no pair to quote.
 */
export function avaValues(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => /^Difference(?: \(- actual, \+ expected\))?:$/.test(text));
  if (at < 0) return undefined;
  let first = at + 1;
  while (first < lines.length && lines[first] === "") first++;
  const got = /^- (\S.*)$/.exec(lines[first] ?? "")?.[1];
  const expected = /^\+ (\S.*)$/.exec(lines[first + 1] ?? "")?.[1];
  const after = lines[first + 2] ?? "";
  return got !== undefined && expected !== undefined && !/^[-+] /.test(after) ? `expected: ${expected}; got: ${got}` : undefined;
}

/**
 * Ansible's message in its "fatal: [instance]: FAILED! => {…, "msg": "nginx.conf does not set worker_processes to
 * auto"}" line, as `molecule test` and `ansible-playbook` print a failed task (decision 0350): the message alone, the
 * rest of the result being the task's data. Read in plain steps: the line's head, then the text of "msg" up to its
 * closing quote, an escaped quote ending nothing.
 */
export function ansibleMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => /^fatal: \[[^\]]{1,200}\]: FAILED! => \{/.test(text));
  const key = '"msg": "';
  const at = line === undefined ? -1 : line.indexOf(key);
  if (line === undefined || at < 0) return undefined;
  const start = at + key.length;
  let end = start;
  while (end < line.length && line[end] !== '"') end += line[end] === "\\" ? 2 : 1;
  return end < line.length && end > start ? line.slice(start, end).replace(/\\(.)/g, "$1") : undefined;
}

/**
 * Go's race detector's report, "WARNING: DATA RACE" between lines of "=" (decision 0429): the heading is what went wrong;
 * the testing package's "race detected during execution of test" under it says only that a report came before, and the
 * accesses under the heading are goroutines' stacks.
 */
export function goDataRace(lines: readonly string[]): string | undefined {
  const at = lines.indexOf("WARNING: DATA RACE");
  return at > 0 && /^={10,80}$/.test(lines[at - 1]!) ? lines[at] : undefined;
}

/**
 * Jasmine's message under Karma's line naming the spec that failed, "Chrome Headless 131.0.0.0 (Linux x86_64)
 * SeatMapComponent marks the aisle seats FAILED", as `ng test` prints it (decision 0611): the browser, its version and its
 * platform, the spec and "FAILED". The message on the next line ("Expected 2 to equal 4.") is what went wrong; a stack's
 * "at …" line is none.
 */
const karmaSpecFailed = /^[A-Z][\w ]{1,40} \d[\d.]{0,20} \([^()]{1,60}\) \S[^\n]{0,300} FAILED$/;
export function karmaMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => karmaSpecFailed.test(text));
  const message = at < 0 ? undefined : nextLine(lines, at);
  return message !== undefined && !/^at\s/.test(message) ? message : undefined;
}
