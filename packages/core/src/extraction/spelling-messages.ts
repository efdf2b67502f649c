import { messageOnLine } from "./linter-line.js";

/**
 * CSpell's finding, as `cspell` prints it: "docs/setup.md:12:5 - Unknown word (recieve)", a fix after it when the
 * dictionary has one ("fix: (receive)") or the suggestions when asked for ("Suggestions: [receive, …]"), then its
 * summary, "CSpell: Files checked: 14, Issues found: 1 in 1 file." (decision 0441): the finding, without the place or
 * what follows the word in parentheses. (codespell's and typos' findings are read in linter-messages.ts.)
 */
const cspellHead = /^[\w./-]{1,300}:\d{1,6}:\d{1,6} - (?=(?:Unknown|Forbidden|Misspelled|Flagged) word \()/;
const cspellTail = / (?:fix: \(.{0,200}\)|Suggestions: \[.{0,400}\])$/;
export function cspellMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, cspellHead)?.replace(cspellTail, "");
}

/**
 * misspell's "docs/setup.md:12:5: "recieve" is a misspelling of "receive"" (decision 0521): the misspelling and its fix,
 * without the place; each is one word or a few.
 */
const misspellHead = /^[\w./-]{1,300}:\d{1,6}:\d{1,6}: (?="[\w'’ -]{1,60}" is a misspelling of "[\w'’ -]{1,60}"$)/;
export function misspellMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, misspellHead);
}
