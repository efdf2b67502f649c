import { messageOnLine } from "./linter-line.js";

/**
 * write-good's suggestion, the quoted words and why, as it prints it under the line it marks: `"very" is a weasel word
 * on line 3 at column 11`, or with `--parse` after the place, `docs/intro.md:3:11:"very" is a weasel word` (decision
 * 0520): the suggestion, without the place. It always opens with the words it quotes, so a line of the document
 * (printed above the marks) is never taken for it. (proselint's findings are read in linter-messages.ts.)
 */
const writeGoodOpening = /^(?="[^"]{1,100}" [a-z])/;
const writeGoodPlace = / on line \d{1,6} at column \d{1,6}$/;
const writeGoodParsed = /^[\w./-]{1,300}:\d{1,6}:\d{1,6}:(?="[^"]{1,100}" [a-z])/;
export function writeGoodMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, writeGoodOpening, writeGoodPlace) ?? messageOnLine(lines, writeGoodParsed);
}
