import { messageOnLine } from "./linter-line.js";

/**
 * cmake-lint's (cmakelang's) finding, "CMakeLists.txt:42,00: [C0111] Missing docstring on function or macro declaration"
 * (decision 0517): the message, without the place (a line and a column after a comma) or the check's code in brackets.
 */
const cmakeLintHead = /^[\w./-]{0,300}(?:CMakeLists\.txt|\.cmake):\d{1,6},\d{1,6}: \[[A-Z]\d{4}\] (?=\S)/;
export function cmakeLintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, cmakeLintHead);
}
