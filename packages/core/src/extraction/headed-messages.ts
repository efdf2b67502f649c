import { expectationPair, expectedLine, maxQuotedChars, nextLine } from "./output-lines.js";

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
  return cause;
}

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
  const test = plain.findIndex((text) => /^- [^\n]{1,300} \*\*\* FAILED \*\*\*$/.test(text));
  return test < 0 ? undefined : nextLine(plain, test);
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
  const at = lines.findIndex((text) => /^(?:Failure|Error) \([\w./-]{1,200}:\d{1,6}(?::\d{1,6})?\): \S/.test(text));
  return at < 0 ? undefined : nextLine(lines, at);
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
 * hadolint's "Dockerfile:1 DL3007 warning: Using latest is prone to errors if the image will ever update. Pin the
 * version explicitly to a release tag" (decision 0352): the message's first sentence, without the place, the rule's code
 * and the severity; what follows it tells what to do.
 */
const hadolintHead = /^[\w./-]{1,200}:\d{1,6} (?:DL|SC)\d{4} (?:error|warning|info|style): (?=\S)/;
export function hadolintMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => hadolintHead.test(text));
  if (line === undefined) return undefined;
  const message = line.replace(hadolintHead, "");
  const end = message.indexOf(". ");
  return end < 0 ? message : message.slice(0, end + 1);
}

/**
 * detekt's "src/main/kotlin/shop/Cart.kt:14:5: The function total is too long (72). The maximum length is 60.
 * [LongMethod]" (decision 0353): the message, without the place or the rule's name, read before Gradle's own "What went
 * wrong", which names only the task.
 */
const detektLine = /^[\w./-]{1,300}\.kts?:\d{1,6}:\d{1,6}: (?=\S)/;
export function detektMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => detektLine.test(text) && / \[[A-Za-z]{2,60}\]$/.test(text));
  return line?.replace(detektLine, "").replace(/ \[[A-Za-z]{2,60}\]$/, "");
}

/**
 * PHPStan's table: a rule of dashes, "Line   src/Cart/Total.php", another rule, then each error as its line number and
 * message ("42     Method App\Cart\Total::compute() should return int but returns float."; decision 0355). The first
 * error's message is what went wrong; PHPStan's "[ERROR] Found 1 error" only counts them.
 */
export function phpstanMessage(lines: readonly string[]): string | undefined {
  const heading = lines.findIndex(
    (text, i) => /^Line {2,8}\S/.test(text) && /^-{3,10} -{3}/.test(lines[i - 1] ?? "") && /^-{3,10} -{3}/.test(lines[i + 1] ?? ""),
  );
  const row = heading < 0 ? undefined : /^\d{1,6} {2,10}(\S.{0,400})$/.exec(lines[heading + 2] ?? "");
  return row?.[1];
}

/**
 * Buf's "proto/shop/v1/cart.proto:12:3:Field name "cartID" should be lower_snake_case, such as "cart_id"." (decision
 * 0356): the message after the place, which has no space after its colon.
 */
const bufPlace = /^[\w./-]{1,300}\.proto:\d{1,6}:\d{1,6}:(?=\S)/;
export function bufMessage(lines: readonly string[]): string | undefined {
  return lines.find((text) => bufPlace.test(text))?.replace(bufPlace, "");
}

/**
 * ShellCheck's message under the code it marks: "^------^ SC2086 (info): Double quote to prevent globbing and word
 * splitting.", "^-- SC2148 (error): Tips depend on target shell …" (decision 0358): the message, without the marks, the
 * code or the severity.
 */
const shellcheckMark = /^\^-{0,300}\^? SC\d{4} \((?:error|warning|info|style)\): (?=\S)/;
export function shellcheckMessage(lines: readonly string[]): string | undefined {
  return lines.find((text) => shellcheckMark.test(text))?.replace(shellcheckMark, "");
}

/**
 * markdownlint's "docs/setup.md:14:81 MD013/line-length Line length [Expected: 80; Actual: 97]", as markdownlint-cli2
 * prints it, a severity before the rule in later versions (decision 0359): the message, without the place or the rule.
 */
const markdownlintHead = /^[\w./-]{1,300}\.(?:md|markdown):\d{1,6}(?::\d{1,6})? (?:(?:error|warning) )?MD\d{3}(?:\/[\w-]{1,60}){0,3} (?=\S)/;
export function markdownlintMessage(lines: readonly string[]): string | undefined {
  return lines.find((text) => markdownlintHead.test(text))?.replace(markdownlintHead, "");
}

/**
 * cppcheck's "src/ring.c:42:17: error: Array 'buf[16]' accessed at index 16, which is out of bounds.
 * [arrayIndexOutOfBounds]" (decision 0362): the message, without the place, the severity or the check's name in
 * brackets, which tells it from a compiler's line.
 */
const cppcheckHead = /^[\w./-]{1,300}\.(?:c|h|cc|cpp|cxx|hh|hpp|hxx):\d{1,6}:\d{1,6}: (?:error|warning|style|performance|portability|information): (?=\S)/;
const cppcheckId = / \[[A-Za-z][\w]{1,60}\]$/;
export function cppcheckMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => cppcheckHead.test(text) && cppcheckId.test(text));
  return line?.replace(cppcheckHead, "").replace(cppcheckId, "");
}

/**
 * SwiftLint's "/repo/Sources/App/Cart.swift:18:1: error: Line Length Violation: Line should be 120 characters or less;
 * currently it has 134 characters (line_length)" (decision 0363): the rule's name and reason, without the place, the
 * severity or the rule's id in parentheses.
 */
const swiftlintHead = /^[\w./-]{1,300}\.swift:\d{1,6}(?::\d{1,6})?: (?:error|warning): (?=[\w ]{1,60} Violation: )/;
const swiftlintId = / \([a-z_]{2,60}\)$/;
export function swiftlintMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => swiftlintHead.test(text) && swiftlintId.test(text));
  return line?.replace(swiftlintHead, "").replace(swiftlintId, "");
}
