import { messageOnLine } from "./linter-line.js";

/**
 * Sobelow's finding, as `mix sobelow` prints it: "SQL.Query: SQL injection - High Confidence", then the file, the line and
 * the function (decision 0471): the finding's line whole, its type, what it found and how sure it is.
 */
const sobelowFinding = /^(?=[A-Z][\w.]{1,60}: [^\n]{3,100} - (?:High|Medium|Low) Confidence$)/;
export function sobelowMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, sobelowFinding);
}
