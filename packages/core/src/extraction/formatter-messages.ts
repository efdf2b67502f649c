import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * Prettier's `--check` report: "[warn] src/components/CartSummary.tsx" for each file, then "[warn] Code style issues
 * found in the above file. Run Prettier with --write to fix." (or "… in 3 files."; decision 0435): its first sentence,
 * without the "[warn]"; what follows it says what to do. A file's own "[warn]" line names only the file.
 */
const prettierSummary = /^\[warn\] (?=Code style issues (?:were )?found in )/;
export function prettierMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, prettierSummary);
  return message === undefined ? undefined : firstSentence(message);
}

/**
 * mdformat's `--check` report: "Error: File "docs/handbook/onboarding.md" is not formatted." (decision 0506): the sentence
 * naming the file, without "Error:".
 */
const mdformatLine = /^Error: (?=File "[\w./ -]{1,300}" is not formatted\.$)/;
export function mdformatMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, mdformatLine);
}

/**
 * Taplo's log of a TOML file it would format: "ERROR taplo:format_files: the file is not properly formatted
 * path=\"/repo/Cargo.toml\"", then "ERROR operation failed error=…", which only sums up (decision 0442): the message,
 * without the level, Taplo's own module or the file's path.
 */
const taploHead = /^ERROR taplo:[\w:]{1,80}: (?=\S)/;
const taploPath = / path="[^"\n]{0,300}"$/;
export function taploMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, taploHead, taploPath);
}

/**
 * Apple's swift-format, as `swift-format lint` prints a finding: "Sources/Shop/Cart.swift:12:18: error: [Spacing] add 1
 * space" (decision 0446): the rule in brackets and its message, without the place or the severity. Its messages are a
 * few words ("add 1 space", "remove line break") that say little without the rule, where SwiftFormat's "(indent)" comes
 * before a sentence of its own and is left out (checker-messages.ts).
 */
const swiftFormatHead = /^[\w./-]{1,300}\.swift:\d{1,6}:\d{1,6}: (?:error|warning): (?=\[[A-Za-z]{2,60}\] \S)/;
export function swiftFormatMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, swiftFormatHead);
}

/**
 * Laravel Pint, as `pint --test` prints a file it would change: "⨯ app/Models/Order.php   no_unused_imports" under its
 * "FAIL … 4 files, 1 style issue" line (decision 0452): the fixers the file fails, a list of snake_case names, without
 * the mark or the file.
 */
const pintFile = /^⨯ [\w./-]{1,300}\.php\s{2,}(?=[a-z])/;
const pintFixers = /^[a-z][a-z_]{1,60}(?:, [a-z][a-z_]{1,60}){0,9}$/;
export function pintMessage(lines: readonly string[]): string | undefined {
  const fixers = messageOnLine(lines, pintFile);
  return fixers !== undefined && pintFixers.test(fixers) ? fixers : undefined;
}

/**
 * isort's `--check-only` report of a file whose imports it would reorder: "ERROR: /repo/src/shop/cart.py Imports are
 * incorrectly sorted and/or formatted." (decision 0484): the message, without the level or the file.
 */
const isortHead = /^ERROR: [^\s]{1,300}\.pyi? (?=Imports are )/;
export function isortMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, isortHead);
}
