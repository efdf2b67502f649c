import { messageOnLine } from "./linter-line.js";

/**
 * Reek's smell, as `reek` prints it under its file: "[12]:TooManyStatements: Order#total has approx 9 statements
 * [https://github.com/troessner/reek/blob/v6.3.0/docs/Too-Many-Statements.md]" (decision 0460): the smell and what it
 * found, without the lines it names or the link to its documentation.
 */
const reekHead = /^\[\d{1,6}(?:, \d{1,6}){0,20}\]:(?=[A-Z][A-Za-z]{2,60}: \S)/;
const reekLink = / \[https:\/\/github\.com\/troessner\/reek\/[^\]\s]{1,200}\]$/;
export function reekMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, reekHead, reekLink);
}

/**
 * Periphery's unused declaration, as `periphery scan --strict` prints it (decision 0461):
 * "Sources/Shop/Cart.swift:42:10: warning: Function 'legacyTotal()' is unused", a warning that fails the scan under
 * `--strict`: the message, without the place or the severity. Only Periphery's shapes of a declaration and what is wrong
 * with it are read; SwiftLint's warnings, which fail nothing, are none.
 */
const peripheryHead =
  /^[\w./-]{1,300}\.swift:\d{1,6}:\d{1,6}: warning: (?=[A-Z][a-z]{2,20}(?: [a-z]{2,20})? '[^'\n]{1,200}' is (?:unused|assigned, but never used|redundantly public|redundantly internal)\b)/;
export function peripheryMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, peripheryHead);
}
