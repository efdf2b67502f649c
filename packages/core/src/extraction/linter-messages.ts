import { maxQuotedChars } from "./output-lines.js";

/**
 * The lines linters and checkers print, one finding a line, each read by the decision that met it: the message, without
 * the place, the severity or the rule around it (error-line.ts reads them before any other line).
 */

/**
 * The message on the first line that opens with `head` (and ends with `tail`, when given), without them: what most
 * linters print as "place: severity: message [rule]".
 */
function messageOnLine(lines: readonly string[], head: RegExp, tail?: RegExp): string | undefined {
  const line = lines.find((text) => head.test(text) && (tail?.test(text) ?? true));
  const message = line?.replace(head, "");
  return tail === undefined ? message : message?.replace(tail, "");
}

/**
 * What `read` makes of each line after `at` while it reads one (returns a string), `most` lines at most: a message a
 * checker wraps onto the lines under its first.
 */
function linesAfter(lines: readonly string[], at: number, most: number, read: (line: string) => string | undefined): string[] {
  const found: string[] = [];
  for (let next = at + 1; next < lines.length && found.length < most; next++) {
    const said = read(lines[next]!);
    if (said === undefined) break;
    found.push(said);
  }
  return found;
}

/** A message's first sentence, up to its first full stop before a space: what follows says what to do or why. */
export function firstSentence(message: string): string {
  const end = message.indexOf(". ");
  return end < 0 ? message : message.slice(0, end + 1);
}

/**
 * hadolint's "Dockerfile:1 DL3007 warning: Using latest is prone to errors if the image will ever update. Pin the
 * version explicitly to a release tag" (decision 0352): the message's first sentence, without the place, the rule's code
 * and the severity; what follows it tells what to do.
 */
const hadolintHead = /^[\w./-]{1,200}:\d{1,6} (?:DL|SC)\d{4} (?:error|warning|info|style): (?=\S)/;
export function hadolintMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, hadolintHead);
  return message === undefined ? undefined : firstSentence(message);
}

/**
 * detekt's "src/main/kotlin/shop/Cart.kt:14:5: The function total is too long (72). The maximum length is 60.
 * [LongMethod]" (decision 0353): the message, without the place or the rule's name, read before Gradle's own "What went
 * wrong", which names only the task.
 */
const detektLine = /^[\w./-]{1,300}\.kts?:\d{1,6}:\d{1,6}: (?=\S)/;
/**
 * ktlint's "src/main/kotlin/shop/CheckoutScreen.kt:41:1: Exceeded max line length (120) (standard:max-line-length)" too
 * (decision 0380): the message, without the place or the rule set and rule in parentheses.
 */
const ktlintRule = / \((?:standard|experimental|[\w-]{1,40}):[\w-]{1,60}\)$/;
export function detektMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, detektLine, / \[[A-Za-z]{2,60}\]$/) ?? messageOnLine(lines, detektLine, ktlintRule);
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
  return messageOnLine(lines, bufPlace);
}

/**
 * Dart's analyzer, as `dart analyze` prints a finding: "error - lib/src/cart.dart:42:15 - The argument type 'String'
 * can't be assigned to the parameter type 'int'. - argument_type_not_assignable", and as `flutter analyze` does: "error •
 * The argument type … • lib/src/cart.dart:42:15 • argument_type_not_assignable" (decision 0384). The message's first
 * sentence, without the severity, the place or the diagnostic's code; what follows it ("Try removing …") says what to do.
 */
const dartHead = /^(?:error|warning|info) - [\w./-]{1,300}\.dart:\d{1,6}:\d{1,6} - (?=\S)/;
const dartCode = / - [a-z][a-z\d_]{1,80}$/;
const flutterParts = (text: string): string[] => text.split(" • ");
function flutterMessage(text: string): string | undefined {
  const parts = flutterParts(text);
  const [severity, message, place, code] = parts;
  return parts.length === 4 &&
    /^(?:error|warning|info)$/.test(severity!) &&
    /^[\w./-]{1,300}\.dart:\d{1,6}:\d{1,6}$/.test(place!) &&
    /^[a-z][a-z\d_]{1,80}$/.test(code!)
    ? message
    : undefined;
}
export function dartAnalyzeMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, dartHead, dartCode) ?? lines.map(flutterMessage).find((found) => found !== undefined);
  return message === undefined || message === "" ? undefined : firstSentence(message);
}

/**
 * ShellCheck's message under the code it marks: "^------^ SC2086 (info): Double quote to prevent globbing and word
 * splitting.", "^-- SC2148 (error): Tips depend on target shell …" (decision 0358): the message, without the marks, the
 * code or the severity.
 */
const shellcheckMark = /^\^-{0,300}\^? SC\d{4} \((?:error|warning|info|style)\): (?=\S)/;
export function shellcheckMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, shellcheckMark);
}

/**
 * markdownlint's "docs/setup.md:14:81 MD013/line-length Line length [Expected: 80; Actual: 97]", as markdownlint-cli2
 * prints it, a severity before the rule in later versions (decision 0359): the message, without the place or the rule.
 */
const markdownlintHead = /^[\w./-]{1,300}\.(?:md|markdown):\d{1,6}(?::\d{1,6})? (?:(?:error|warning) )?MD\d{3}(?:\/[\w-]{1,60}){0,3} (?=\S)/;
export function markdownlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, markdownlintHead);
}

/**
 * The findings C-family checkers print, each as "src/ring.c:42:17: <severity>: <message> <what was checked>", told
 * apart by what closes the line:
 * - cppcheck's "… error: Array 'buf[16]' accessed at index 16, which is out of bounds. [arrayIndexOutOfBounds]"
 *   (decision 0362): the message, without the check's name in brackets, which tells it from a compiler's line;
 * - clang's and gcc's warning treated as an error, as clang-format's check prints it: "… error: code should be
 *   clang-formatted [-Wclang-format-violations]" (decision 0364): the message with the warning's flag, which names
 *   what was checked (a compiler's diagnostic without a flag is read as any line that names an error);
 * - clang-tidy's "… warning: Value stored to 'n' is never read [clang-analyzer-deadcode.DeadStores]" (decision 0370):
 *   the message, without the check's name in brackets, a prefix and a dash in it ("bugprone-…", "clang-analyzer-…"),
 *   ",-warnings-as-errors" after it when it was made an error.
 */
const cFamilyHead = /^[\w./-]{1,300}\.(?:c|h|cc|cpp|cxx|hh|hpp|hxx|m|mm):\d{1,6}:\d{1,6}: (?:error|warning|style|performance|portability|information): (?=\S)/;
const cppcheckId = / \[[A-Za-z]\w{1,60}\]$/;
const warningFlag = / \[-W[\w=+,-]{1,80}\]$/;
const clangTidyCheck = / \[[a-z]{2,20}-[\w.-]{1,80}(?:,-?[\w.-]{1,80}){0,4}\]$/;
export function cFamilyCheckMessage(lines: readonly string[]): string | undefined {
  const flagged = lines.find((text) => cFamilyHead.test(text) && warningFlag.test(text));
  return messageOnLine(lines, cFamilyHead, cppcheckId) ?? flagged?.replace(cFamilyHead, "") ?? messageOnLine(lines, cFamilyHead, clangTidyCheck);
}

/**
 * SwiftLint's "/repo/Sources/App/Cart.swift:18:1: error: Line Length Violation: Line should be 120 characters or less;
 * currently it has 134 characters (line_length)" (decision 0363): the rule's name and reason, without the place, the
 * severity or the rule's id in parentheses.
 */
const swiftlintHead = /^[\w./-]{1,300}\.swift:\d{1,6}(?::\d{1,6})?: (?:error|warning): (?=[\w ]{1,60} Violation: )/;
const swiftlintId = / \([a-z_]{2,60}\)$/;
export function swiftlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, swiftlintHead, swiftlintId);
}

/**
 * actionlint's "…/ci.yml:21:24: property "node_version" is not defined in object type {node-version: string}
 * [expression]" (decision 0365): the message, without the place in the workflow or the kind of check in brackets.
 */
const actionlintHead = /^[\w./-]{1,300}\.ya?ml:\d{1,6}:\d{1,6}: (?=\S)/;
const actionlintKind = / \[[a-z][a-z-]{1,40}\]$/;
export function actionlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, actionlintHead, actionlintKind);
}

/**
 * black's "would reformat src/app/settings.py" (decision 0366): the file it would change, quoted whole; its "Oh no!" and
 * its count of files say nothing of what.
 */
const wouldReformat = /^would reformat [\w./-]{1,300}\.pyi?$/;
export function blackMessage(lines: readonly string[]): string | undefined {
  return lines.find((text) => wouldReformat.test(text));
}

/**
 * staticcheck's "internal/cache/lru.go:27:2: should use time.Since instead of time.Now().Sub (S1012)" (decision 0367):
 * the line whole, its place and its check's code with it, as golangci-lint's line is quoted (decision 0349).
 */
const staticcheckLine = /^[\w./-]{1,300}\.go:\d{1,6}:\d{1,6}: \S[^\n]{0,300} \((?:SA|S|ST|QF|U)\d{4}\)$/;
export function staticcheckMessage(lines: readonly string[]): string | undefined {
  return lines.find((text) => staticcheckLine.test(text));
}

/**
 * A Go linter's or vet's finding at a place with a column, as revive prints it: "internal/cache/lru.go:27:1: exported
 * function New should have comment or be unexported" (decision 0377): the line whole, as staticcheck's is. A test's
 * line ("config_test.go:22: …") has no column and is read as any other.
 */
const goFinding = /^[\w./-]{1,300}\.go:\d{1,6}:\d{1,6}: \S/;
export function goFindingLine(lines: readonly string[]): string | undefined {
  return lines.find((text) => goFinding.test(text));
}

/**
 * pylint's "src/shop/cart.py:42:0: C0301: Line too long (112/100) (line-too-long)" (decision 0368): the message, without
 * the place, the message's id or its name in parentheses.
 */
const pylintHead = /^[\w./-]{1,300}\.py:\d{1,6}:\d{1,6}: [CRWEF]\d{4}: (?=\S)/;
const pylintName = / \([a-z][a-z-]{1,60}\)$/;
export function pylintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, pylintHead, pylintName);
}

/**
 * hlint's "src/Shop/Cart.hs:14:9-34: Warning: Use concatMap" (decision 0369): the hint with its level, without the place;
 * the code it found and what it suggests follow on lines of their own.
 */
const hlintHead = /^[\w./-]{1,300}\.l?hs:\d{1,6}:\d{1,6}(?:-\d{1,6})?: (?=(?:Warning|Suggestion|Error): \S)/;
export function hlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, hlintHead);
}

/**
 * RuboCop's "app/models/order.rb:12:5: C: Style/GuardClause: Use a guard clause (return unless paid?) instead of wrapping
 * the code inside a conditional expression." (decision 0372): the cop's name and its message, without the place, the
 * severity's letter or a "[Correctable]" mark; the message alone when both are longer than a quote may be.
 */
const rubocopHead =
  /^[\w./-]{1,300}(?:\.(?:rb|rake|gemspec|ru|jbuilder)|Gemfile|Rakefile):\d{1,6}:\d{1,6}: [CWEFRI]: (?:\[(?:Correctable|Corrected|Todo)\] )?(?=[A-Z]\w{1,40}\/[A-Z]\w{1,60}: \S)/;
const copName = /^[A-Z]\w{1,40}\/[A-Z]\w{1,60}: /;
export function rubocopMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, rubocopHead);
  return message !== undefined && message.length > maxQuotedChars ? message.replace(copName, "") : message;
}

/**
 * flake8's and pycodestyle's "src/shop/cart.py:42:80: E501 line too long (112 > 79 characters)" (decision 0373): the
 * code and the message, without the place; ruff's "[*]" after the code (a fix is at hand) is left out.
 */
const flake8Head = /^[\w./-]{1,300}\.pyi?:\d{1,6}:\d{1,6}: (?=[A-Z]{1,3}\d{3,4} \S)/;
export function flake8Message(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, flake8Head)?.replace(/^([A-Z]{1,3}\d{3,4}) \[\*\] /, "$1 ");
}

/**
 * PHP_CodeSniffer's table row " 12 | ERROR | [x] Expected 1 space after FUNCTION keyword; 0 found" (decision 0374): the
 * message, without the line's number, the severity (padded to WARNING's width where both are listed) or the "[x]" that
 * marks what phpcbf can fix; a message the table wraps goes on in rows with both columns blank, read with it (three at
 * most).
 */
const phpcsRow = /^\s{0,8}\d{1,6} \| (?:ERROR|WARNING) {1,3}\| (?:\[[ x]\] )?(?=\S)/;
const phpcsMore = /^\s{0,8}\| {1,10}\| {1,12}(?=\S)/;
export function phpcsMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => phpcsRow.test(text));
  if (at < 0) return undefined;
  const more = linesAfter(lines, at, 3, (line) => (phpcsMore.test(line) ? line.replace(phpcsMore, "") : undefined));
  return [lines[at]!.replace(phpcsRow, ""), ...more].join(" ");
}

/**
 * Credo's issue, "┃ [R] → Modules should have a @moduledoc tag." in its default report or "lib/shop/cart.ex:1:11: R:
 * Modules should have a @moduledoc tag." in its flycheck format (decision 0375): the message, without the box's edge, the
 * category's letter, the priority's arrow or the place.
 */
const credoIssue = /^┃ \[[A-Z]\] [↑↗→↘↓] (?=\S)/;
const credoFlycheck = /^[\w./-]{1,300}\.exs?:\d{1,6}(?::\d{1,6})?: [CDFRW]: (?=\S)/;
export function credoMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, credoIssue) ?? messageOnLine(lines, credoFlycheck);
}

/**
 * bandit's issue, ">> Issue: [B608:hardcoded_sql_expressions] Possible SQL injection vector through string-based query
 * construction." (decision 0376): the message, without the marker or the test's id and name in brackets; its severity,
 * confidence and place follow on lines of their own.
 */
const banditIssue = /^>> Issue: \[B\d{3}:[\w-]{1,60}\] (?=\S)/;
export function banditMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, banditIssue);
}

/**
 * Semgrep's finding: its rule's id after "❯❯❱" (its severity's arrows), then the message on the indented lines under it
 * up to a blank line (decision 0378): the message's first sentence, as hadolint's is quoted (decision 0352); what follows
 * says why it matters.
 */
const semgrepRule = /^(?:❯❯❱|❯❱|❱)\s+[\w.-]{1,200}$/;
export function semgrepMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => semgrepRule.test(text));
  const message = at < 0 ? "" : linesAfter(lines, at, 6, (line) => (line === "" ? undefined : line)).join(" ");
  return message === "" ? undefined : firstSentence(message);
}

/**
 * checkov's failed check, 'Check: CKV_AWS_20: "S3 Bucket has an ACL defined which allows public READ access."' (decision
 * 0379): the check's title, without its id or its quotes; the resource and the file follow on lines of their own.
 */
const checkovCheck = /^Check: CKV2?_[A-Z0-9]{1,20}_\d{1,6}: "(?=[^"]{1,300}"$)/;
export function checkovMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, checkovCheck, /"$/);
}
