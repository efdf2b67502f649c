import { messageOnLine } from "./linter-line.js";

/**
 * Docutils' system messages, as rstcheck prints them: "docs/index.rst:12: (ERROR/3) Unexpected indentation." (decision
 * 0504): the message, without the place or the level in parentheses; an "(INFO/1)" line is none, and neither is a
 * "(WARNING/2)" one, which fails no run unless asked to.
 */
const docutilsHead = /^[\w./-]{1,300}\.(?:rst|txt|py):\d{1,6}: \((?:ERROR\/3|SEVERE\/4)\) (?=\S)/;
export function docutilsMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, docutilsHead);
}
