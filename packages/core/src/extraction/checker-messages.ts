import { maxQuotedChars } from "./output-lines.js";
import { firstSentence, linesAfter, messageNextToPlace, messageOnLine } from "./linter-line.js";

/**
 * The findings of checkers that print them in a report of their own shape (a severity or a mark first, a table, a rule's
 * name above its message): the message, without what frames it (error-line.ts reads them before any other line).
 */

/** The place under a finding, as rustc's family prints it and Squawk and typos do: "--> docs/intro.md:3:5". */
const arrowPlace = /^--> [\w./-]{1,300}:\d{1,6}:\d{1,6}$/;
/** Where a finding is, as Rust's codespan-reporting draws it under its head ("┌─ src/inventory.lua:22:12"; decision 0501). */
const codespanPlace = /^(?:-->|┌─) [\w./-]{1,300}:\d{1,6}:\d{1,6}$/;

/**
 * Dart's analyzer, as `dart analyze` prints a finding: "error - lib/src/cart.dart:42:15 - The argument type 'String'
 * can't be assigned to the parameter type 'int'. - argument_type_not_assignable", and as `flutter analyze` does: "error •
 * The argument type … • lib/src/cart.dart:42:15 • argument_type_not_assignable" (decision 0384). The message's first
 * sentence, without the severity, the place or the diagnostic's code; what follows it ("Try removing …") says what to do.
 */
const dartHead = /^(?:error|warning|info) - [\w./-]{1,300}\.dart:\d{1,6}:\d{1,6} - (?=\S)/;
const dartCode = / - [a-z][a-z\d_]{1,80}$/;
function flutterMessage(text: string): string | undefined {
  const parts = text.split(" • ");
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
 * oxlint's "× eslint(no-unused-vars): Variable 'total' is declared but never used." ("⚠" for a warning; decision 0385):
 * the message, without the mark or the plugin and rule before it; the code it draws under it and its "help:" line follow.
 */
const oxlintHead = /^[×⚠!] [\w-]{1,60}\([\w@/-]{1,80}\): (?=\S)/;
export function oxlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, oxlintHead);
}

/**
 * Psalm's "ERROR: InvalidReturnType - src/Cart/Total.php:42:16 - The declared return type 'int' for App\\Cart\\Total::compute
 * is incorrect, got 'float' (see https://psalm.dev/011)" (decision 0386): the message, without the severity, the issue's
 * type, the place or the link to its documentation.
 */
const psalmHead = /^(?:ERROR|INFO): [A-Z]\w{1,60} - [\w./-]{1,300}\.php:\d{1,6}:\d{1,6} - (?=\S)/;
/** Its link, when it prints one. */
const psalmLink = /(?: \(see https:\/\/psalm\.dev\/\d{1,4}\))?$/;
export function psalmMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, psalmHead, psalmLink);
}

/**
 * gosec's "[/repo/internal/export/csv.go:31] - G304 (CWE-22): Potential file inclusion via variable (Confidence: HIGH,
 * Severity: MEDIUM)" (decision 0389): the message, without the place, the rule, the weakness's number or the confidence
 * and severity after it.
 */
const gosecHead = /^\[[\w./-]{1,300}\.go:\d{1,6}(?:-\d{1,6})?\] - G\d{3} \(CWE-\d{1,5}\): (?=\S)/;
/** Its rating, when it prints one. */
const gosecRating = /(?: \(Confidence: [A-Z]{3,6}, Severity: [A-Z]{3,6}\))?$/;
export function gosecMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, gosecHead, gosecRating);
}

/**
 * erb_lint's finding, its message on one line and "In file: app/views/orders/show.html.erb:12" on the next (decision
 * 0392): the message; its count ("1 error(s) were found in ERB files") only says how many.
 */
const erbLintPlace = /^In file: [\w./-]{1,300}\.erb:\d{1,6}$/;
export function erbLintMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, /^(?=\S)/, erbLintPlace, "below");
}

/**
 * cfn-lint's finding, its rule and message on one line and the place on the next: "E3012 Property
 * Resources/OrdersQueue/Properties/VisibilityTimeout should be of type Integer" then "template.yaml:42:7" (decision
 * 0395): the message, without the rule.
 */
const cfnRule = /^[EW]\d{4} (?=\S)/;
const cfnPlace = /^[\w./-]{1,300}\.(?:ya?ml|json|template):\d{1,6}:\d{1,6}$/;
export function cfnLintMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, cfnRule, cfnPlace, "below");
}

/**
 * djlint's "H006 12:4 Img tag should have height and width attributes. <img src="{{ order." (decision 0396): the
 * message's first sentence, without the rule or the place; the template's text after it is cut where djlint cut it.
 */
const djlintHead = /^[HTJD]\d{3} \d{1,6}:\d{1,6} (?=\S)/;
export function djlintMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, djlintHead);
  return message === undefined ? undefined : firstSentence(message);
}

/**
 * ansible-lint's finding, its rule and message on one line and its place on the next: "name[missing]: All tasks should be
 * named." then "roles/web/tasks/main.yml:12 Task/Handler: …" (decision 0399): the message, without the rule (a tag in
 * brackets or a dash in its name, so "error: …" over a YAML file's place is none).
 */
const ansibleLintRule = /^(?:[a-z][\w-]{1,40}\[[\w-]{1,40}\]|[a-z]{2,20}-[\w-]{1,40}): (?=\S)/;
const ansibleLintPlace = /^[\w./-]{1,300}\.ya?ml:\d{1,6}(?:\s|$)/;
export function ansibleLintMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, ansibleLintRule, ansibleLintPlace, "below");
}

/**
 * kube-linter's "deploy/api.yaml: (object: <no namespace>/api apps/v1, Kind=Deployment) container "api" does not have a
 * read-only root file system (check: no-read-only-root-fs, remediation: Set readOnlyRootFilesystem to true in the
 * container securityContext.)" (decision 0402): the message, without the file, the object or the check and its
 * remediation after it.
 */
const kubeLinterHead = /^[\w./-]{1,300}\.(?:ya?ml|json): \(object: [^()]{1,300}\) (?=\S)/;
const kubeLinterCheck = / \(check: [a-z][\w-]{1,80}, remediation: [^\n]{0,600}\)$/;
export function kubeLinterMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, kubeLinterHead, kubeLinterCheck);
}

/**
 * HTMLHint's finding, its mark under the line it quotes: "L14 |    <img src="/img/hero.png">" then "^ An alt attribute
 * must be present on <img> elements. (alt-require)" (decision 0403): the message, without the mark or the rule after it.
 */
const htmlhintMark = /^\^ (?=\S)/;
const htmlhintLine = /^L\d{1,6} \|/;
export function htmlhintMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, htmlhintMark, htmlhintLine, "above")?.replace(/ \([a-z][\w-]{1,60}\)$/, "");
}

/**
 * Squawk's "warning[require-concurrent-index-creation]: During normal index creation, table updates are blocked, but
 * reads are still allowed." over "--> migrations/0042_add_index.sql:1:1" (decision 0404): the message, without the
 * severity or the rule in brackets (a rule's name in lowercase words and dashes; rustc's "error[E0308]: …" is read as
 * before, whole). selene's "error[undefined_variable]: `totl` is not defined" over "┌─ src/inventory.lua:22:12" too
 * (decision 0501): a rule's name of lowercase words and underscores, or one word, over codespan-reporting's place.
 */
const squawkHead = /^(?:error|warning)\[[a-z][a-z\d]{0,30}(?:[-_][a-z\d]{1,30}){0,8}\]: (?=\S)/;
export function squawkMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, squawkHead, codespanPlace, "below");
}

/**
 * SQLFluff's finding, as `sqlfluff lint` prints it under "== [models/stg_orders.sql] FAIL": "L:   9 | P:   5 | AM04 | Query
 * produces an unknown number of result columns." with "| [ambiguous.column_count]" under it, a long message wrapped onto
 * such lines too (decision 0433): the message whole, its first sentence when that is longer than a quote, without the
 * line, the position, the code or the rule's name in brackets.
 */
const sqlfluffHead = /^L:\s{1,6}\d{1,6} \| P:\s{1,6}\d{1,6} \| {1,2}(?:[A-Z]{2}\d{2}|L\d{3}|PRS|TMP) \| (?=\S)/;
const sqlfluffWrapped = /^\| (?=\S)/;
const sqlfluffRule = /\s?\[[a-z_]{2,40}(?:\.[a-z_]{2,60}){1,3}\]$/;
export function sqlfluffMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((line) => sqlfluffHead.test(line));
  if (at < 0) return undefined;
  const wrapped = linesAfter(lines, at, 4, (line) => (sqlfluffWrapped.test(line) ? line.replace(sqlfluffWrapped, "") : undefined));
  const message = [lines[at]!.replace(sqlfluffHead, ""), ...wrapped].join(" ").replace(sqlfluffRule, "").trim();
  if (message === "") return undefined;
  return message.length > maxQuotedChars ? firstSentence(message) : message;
}

/**
 * editorconfig-checker's finding, its line's number and message under the file's name: "internal/server/routes.go:" then
 * "18: Wrong indent style found (spaces instead of tabs)" (decision 0405): the message, without the number.
 */
const editorconfigLine = /^\d{1,6}: (?=\S)/;
const editorconfigFile = /^[\w./-]{1,300}:$/;
export function editorconfigMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, editorconfigLine, editorconfigFile, "above");
}

/**
 * MSBuild's diagnostic, as `dotnet build` and `dotnet format --verify-no-changes` print one: "/repo/src/Api/Orders.cs(42,1):
 * error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '…'. [/repo/src/Api/Api.csproj]" (decision
 * 0406): the message's first sentence, without the place, the severity, the code or the project in brackets after it.
 */
const msbuildHead =
  /^[\w./\\:-]{1,300}\.(?:cs|fs|vb|csproj|fsproj|vbproj|props|targets|razor|cshtml|xaml)\(\d{1,6},\d{1,6}(?:,\d{1,6},\d{1,6})?\): (?:error|warning) [A-Z][A-Z\d_]{1,40}: (?=\S)/;
const msbuildProject = / \[[\w./\\:-]{1,300}\.(?:cs|fs|vb)proj(?:::[\w.-]{1,40})?\]$/;
export function msbuildMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, msbuildHead)?.replace(msbuildProject, "");
  return message === undefined || message === "" ? undefined : firstSentence(message);
}

/**
 * Flow's error, its heading "Error ---- src/cart/total.js:12:10", a blank line, then the message: "Cannot return `total`
 * because number [1] is incompatible with string [2]. [incompatible-return]" (decision 0407), read up to the next blank
 * line (three lines at most), without the error code in brackets after it.
 */
const flowHeading = /^Error -{3,300} [\w./-]{1,300}:\d{1,6}:\d{1,6}$/;
export function flowMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((line) => flowHeading.test(line));
  if (at < 0 || lines[at + 1] !== "") return undefined;
  const message = linesAfter(lines, at + 1, 3, (line) => (line === "" ? undefined : line)).join(" ");
  return message === "" ? undefined : message.replace(/ \[[a-z][a-z\d-]{1,60}\]$/, "");
}

/**
 * pip-audit's count of what it found, "Found 1 known vulnerability in 1 package" (decision 0409), over its table: the line
 * whole, the table's rows being ids and versions.
 */
const pipAuditFound = /^Found \d{1,6} known vulnerabilit(?:y|ies) in \d{1,6} packages?$/;
export function pipAuditMessage(lines: readonly string[]): string | undefined {
  return lines.find((line) => pipAuditFound.test(line));
}

/**
 * SwiftFormat's finding, "/repo/Sources/App/CartView.swift:12:1: error: (indent) Indent code in accordance with the scope
 * level." (decision 0411): the message, without the place, the severity or the rule in parentheses before it.
 */
const swiftformatHead = /^[\w./-]{1,300}\.swift:\d{1,6}:\d{1,6}: (?:error|warning): \([a-zA-Z]{2,40}\) (?=\S)/;
export function swiftformatMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, swiftformatHead);
}

/**
 * typos' "error: `teh` should be `the`" over "--> ./docs/intro.md:3:5" (decision 0400): the misspelling and its fix,
 * without "error:"; a compiler's "error: …" over its place ("cargo build") is read as before.
 */
const typosHead = /^error: (?=\x60[^\x60]{1,60}\x60 should be \x60)/;
export function typosMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, typosHead, arrowPlace, "below");
}

/**
 * RuboCop's "app/models/order.rb:12:5: C: Style/GuardClause: Use a guard clause (return unless paid?) instead of wrapping
 * the code inside a conditional expression." (decision 0372): the cop's name and its message, without the place, the
 * severity's letter or a "[Correctable]" mark; the message alone when both are longer than a quote may be. Standard Ruby
 * prints the same line without the severity's letter (decision 0408).
 */
const rubocopHead =
  /^[\w./-]{1,300}(?:\.(?:rb|rake|gemspec|ru|jbuilder)|Gemfile|Rakefile):\d{1,6}:\d{1,6}: (?:[CWEFRI]: )?(?:\[(?:Correctable|Corrected|Todo)\] )?(?=[A-Z]\w{1,40}\/[A-Z]\w{1,60}: \S)/;
const copName = /^[A-Z]\w{1,40}\/[A-Z]\w{1,60}: /;
export function rubocopMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, rubocopHead);
  return message !== undefined && message.length > maxQuotedChars ? message.replace(copName, "") : message;
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
