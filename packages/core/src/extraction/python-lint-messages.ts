import { messageNextToPlace, messageOnLine } from "./linter-line.js";

/**
 * The findings of Python's linters and checkers, each read by the decision that met it: the message, without the place,
 * the code or the rule around it. Moved from linter-messages.ts, which neared three hundred lines, when refurb's came
 * (decision 0510).
 */

/**
 * vulture's "src/shop/cart.py:42: unused function 'legacy_total' (60% confidence)" (decision 0397): what it found unused
 * or unreachable, without the place or its confidence.
 */
const vultureHead = /^[\w./-]{1,300}\.pyi?:\d{1,6}: (?=(?:unused|unreachable|redundant) \S)/;
const vultureConfidence = / \(\d{1,3}% confidence(?:, \d{1,6} lines?)?\)$/;
export function vultureMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, vultureHead, vultureConfidence);
}

/**
 * pydocstyle's finding, its place and what it checked on one line and its code and message on the next:
 * "src/shop/cart.py:42 in public function `total`:" then "D103: Missing docstring in public function" (decision 0398):
 * the message, without the code.
 */
const pydocstylePlace = /^[\w./-]{1,300}\.py:\d{1,6} in [\w ]{1,40} \x60[\w.]{1,200}\x60:$/;
const pydocstyleCode = /^D\d{3}: (?=\S)/;
export function pydocstyleMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, pydocstyleCode, pydocstylePlace, "above");
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
 * flake8's and pycodestyle's "src/shop/cart.py:42:80: E501 line too long (112 > 79 characters)" (decision 0373): the
 * code and the message, without the place; ruff's "[*]" after the code (a fix is at hand) is left out.
 */
const flake8Head = /^[\w./-]{1,300}\.pyi?:\d{1,6}:\d{1,6}: (?=[A-Z]{1,3}\d{3,4} \S)/;
export function flake8Message(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, flake8Head)?.replace(/^([A-Z]{1,3}\d{3,4}) \[\*\] /, "$1 ");
}

/**
 * refurb's "src/cart.py:14:5 [FURB118]: Replace `lambda x: x[0]` with `operator.itemgetter(0)`" (decision 0510): what it
 * would modernise, without the place or the check's code in brackets (FURB for its own checks, another prefix for a
 * plugin's).
 */
const refurbHead = /^[\w./-]{1,300}\.pyi?:\d{1,6}:\d{1,6} \[[A-Z]{1,10}\d{1,4}\]: (?=\S)/;
export function refurbMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, refurbHead);
}
