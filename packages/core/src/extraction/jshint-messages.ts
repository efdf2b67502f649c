import { messageOnLine } from "./linter-line.js";

/**
 * JSHint's default reporter: "src/legacy/cart.js: line 14, col 23, Missing semicolon.", with the warning's code in
 * parentheses after it under `--verbose` ("… Missing semicolon. (W033)"; decision 0539): the message, without the place
 * or the code. The place is a JavaScript (or HTML, with `--extract`) file's, so no other tool's "line N, col M" reads as
 * one.
 */
const jshintHead = /^[\w./@-]{1,300}\.(?:js|mjs|cjs|jsx|html?): line \d{1,6}, col \d{1,6}, (?=\S)/;
const jshintCode = /\s\([EWI]\d{3}\)$/;
export function jshintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, jshintHead)?.replace(jshintCode, "");
}
