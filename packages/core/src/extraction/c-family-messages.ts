import { messageOnLine } from "./linter-line.js";

/**
 * The findings of C and C++ checkers. Moved from linter-messages.ts, which neared three hundred lines, when cpplint's came
 * (decision 0502).
 */

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
 * cpplint's "src/pricing.cc:14:  Missing space before {  [whitespace/braces] [5]" (decision 0502): the message, without the
 * place, the category in brackets (a group and a name after a slash) or the confidence from 1 to 5 after it; a line
 * without both is none.
 */
const cpplintHead = /^[\w./-]{1,300}\.(?:c|h|cc|cpp|cxx|cu|cuh|hh|hpp|hxx|inl):\d{1,6}: {1,4}(?=\S)/;
const cpplintCategory = / {1,4}\[[a-z]{2,20}\/[\w+-]{2,40}\] \[[1-5]\]$/;
export function cpplintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, cpplintHead, cpplintCategory);
}
