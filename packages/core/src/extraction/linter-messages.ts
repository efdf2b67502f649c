import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * The lines linters and checkers print, one finding a line, each read by the decision that met it: the message, without
 * the place, the severity or the rule around it (error-line.ts reads them before any other line).
 */

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
 * TFLint's default report: "Warning: variable "legacy_cidr" is declared but not used (terraform_unused_declarations)", then
 * "on variables.tf line 12:" under it after a blank line (decision 0427): the message, without the severity or the rule's
 * name in parentheses. Terraform's own "Error: Unsupported argument" names no rule, and is read as before (decision 0311).
 */
const tflintHead = /^(?:Error|Warning|Notice): (?=\S)/;
const tflintRule = / \([a-z][a-z0-9]{1,20}(?:_[a-z0-9]{1,30}){1,8}\)$/;
const tflintPlace = /^on [\w./-]{1,300} line \d{1,6}:$/;
export function tflintMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex(
    (line, i) => tflintHead.test(line) && tflintRule.test(line) && tflintPlace.test(lines.slice(i + 1, i + 3).find((next) => next !== "") ?? ""),
  );
  const message = at < 0 ? "" : lines[at]!.replace(tflintHead, "").replace(tflintRule, "");
  return message === "" ? undefined : message;
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
 * Checkstyle's "[ant:checkstyle] [ERROR] /repo/src/main/java/shop/Cart.java:42:5: Missing a Javadoc comment.
 * [MissingJavadocMethod]", as Gradle's `checkstyleMain` prints it, and Maven's "[ERROR] src/main/java/shop/Cart.java:[42,5]
 * (javadoc) MissingJavadocMethod: Missing a Javadoc comment." (decision 0387): the message, without the place, the
 * severity or the check's name; read before Gradle's own "What went wrong", which names only the task.
 */
const checkstyleGradle = /^(?:\[ant:checkstyle\] )?\[(?:ERROR|WARN)\] [\w./-]{1,300}\.java:\d{1,6}(?::\d{1,6})?: (?=\S)/;
const checkstyleMaven = /^\[(?:ERROR|WARN(?:ING)?)\] [\w./-]{1,300}\.java:\[\d{1,6}(?:,\d{1,6})?\] \([\w]{1,40}\) [A-Z]\w{1,60}: (?=\S)/;
const checkstyleCheck = / \[[A-Z]\w{1,60}\]$/;
export function checkstyleMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, checkstyleGradle, checkstyleCheck) ?? messageOnLine(lines, checkstyleMaven);
}

/**
 * luacheck's "src/cart.lua:12:7: unused variable 'total'", under the file it checks, with its warning's code in
 * parentheses when asked for ("(W211) unused variable 'total'"; decision 0388): the message, without the place or the
 * code.
 */
const luacheckHead = /^[\w./-]{1,300}\.lua:\d{1,6}:\d{1,6}: (?:\([EW]\d{3}\) )?(?=\S)/;
export function luacheckMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, luacheckHead);
}

/**
 * codespell's "docs/setup.md:14: recieve ==> receive" (decision 0391): the misspelling and its fix, without the place.
 */
const codespellHead = /^[\w./-]{1,300}:\d{1,6}: (?=[\w'’-]{1,60} ==> \S)/;
export function codespellMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, codespellHead);
}

/**
 * clj-kondo's "src/shop/cart.clj:12:3: warning: unused binding total" (decision 0393): the message, without the place or
 * the level; read before the summary "linting took 45ms, errors: 0, warnings: 1", which only counts.
 */
const cljKondoHead = /^[\w./-]{1,300}\.(?:clj|cljs|cljc|edn|bb):\d{1,6}:\d{1,6}: (?:error|warning|info): (?=\S)/;
export function cljKondoMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, cljKondoHead);
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
/**
 * protolint's "[proto/shop/v1/cart.proto:12:3] Field name "cartID" must be underscore_separated_names." (decision
 * 0394): the message after the place in brackets.
 */
const protolintPlace = /^\[[\w./-]{1,300}\.proto:\d{1,6}:\d{1,6}\] (?=\S)/;
export function bufMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, bufPlace) ?? messageOnLine(lines, protolintPlace);
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
 * prints it, a severity before the rule in later versions (decision 0359), or the Ruby markdownlint's (mdl) "docs/setup.md:3:
 * MD001 Header levels should …", a colon after the line (decision 0532): the message, without the place or the rule.
 */
const markdownlintHead = /^[\w./-]{1,300}\.(?:md|markdown):\d{1,6}(?::\d{1,6})?:? (?:(?:error|warning) )?MD\d{3}(?:\/[\w-]{1,60}){0,3} (?=\S)/;
export function markdownlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, markdownlintHead);
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
 * ineffassign's "internal/store/db.go:42:2: ineffectual assignment to err" (decision 0519): the message, without the
 * place, which it prints as the path it was given (an absolute one names the machine, not the project).
 */
const ineffassignHead = /^[\w./-]{1,300}\.go:\d{1,6}:\d{1,6}: (?=ineffectual assignment to [\w.]{1,100}$)/;
export function ineffassignMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, ineffassignHead);
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
 * hlint's "src/Shop/Cart.hs:14:9-34: Warning: Use concatMap" (decision 0369): the hint with its level, without the place;
 * the code it found and what it suggests follow on lines of their own.
 */
const hlintHead = /^[\w./-]{1,300}\.l?hs:\d{1,6}:\d{1,6}(?:-\d{1,6})?: (?=(?:Warning|Suggestion|Error): \S)/;
export function hlintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, hlintHead);
}

/**
 * ESLint's and stylelint's "stylish" lines put the place and the severity before the message and the rule after it:
 * "12:3  ✖  Unexpected duplicate property "color"  declaration-block-no-duplicate-properties", "3:7  error  'x' is
 * assigned a value but never used  no-unused-vars" (decision 0351). The first error's message is what went wrong,
 * whatever its words; a warning is none. yamllint prints the same, its rule in parentheses: "14:81     error    line too
 * long (96 > 80 characters)  (line-length)" (decision 0357); Vale's, a style's rule after a dot: "7:1   error    Use
 * 'engram' instead of 'Engram CLI'.  Vocab.Terms" (decision 0360); secretlint's, its rule as a preset's path ("… AKIA****
 * @secretlint/secretlint-rule-preset-recommend > @secretlint/secretlint-rule-aws"; decision 0469); textlint's, a "✓" before
 * the severity of what its `--fix` can mend ("12:5  ✓ error  Incorrect term: “Javascript”, use “JavaScript” instead
 * terminology"; decision 0497); xo's (eslint-formatter-pretty), its mark before the place: "✖  14:7  'total' is assigned a
 * value but never used.  no-unused-vars" (decision 0500).
 */
const stylishHead = /^(?:\d{1,6}:\d{1,6}\s{1,8}(?:✓\s{1,4})?(?:✖|×|error)|(?:✖|×)\s{1,8}\d{1,6}:\d{1,6})\s{1,8}(?=\S)/;
/**
 * Spectral's rule before its message: "42:11  error  operation-operationId  Operation must have "operationId".
 * paths./orders.get" (decision 0390), its path in the document after it, where ESLint puts its rule.
 */
const spectralRule = /^[a-z][\w-]{1,80} {2,8}(?=\S)/;
export function stylishMessage(lines: readonly string[]): string | undefined {
  const line = lines.find((text) => stylishHead.test(text));
  const message = line
    ?.replace(stylishHead, "")
    .replace(spectralRule, "")
    .replace(/\s{2}(?:[@\w./-]{1,100}(?: > [@\w./-]{1,100}){0,3}|\([\w-]{1,100}\))$/, "");
  // ESLint's "React Hook "useCart" is called conditionally. React Hooks must be called …": the first sentence says what
  // is wrong, the rest what must be done (decision 0382).
  return message === undefined ? undefined : firstSentence(message);
}

/**
 * proselint's "docs/getting-started.md:8:23: uncomparables.misc Comparison of an uncomparable: 'very unique' is not
 * comparable." (decision 0511): the message, without the place or the check's dotted name before it.
 */
const proselintHead = /^[\w./-]{1,300}:\d{1,6}:\d{1,6}: [a-z][a-z_]{1,40}(?:\.[a-z][a-z_]{0,40}){1,3} (?=\S)/;
export function proselintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, proselintHead);
}
