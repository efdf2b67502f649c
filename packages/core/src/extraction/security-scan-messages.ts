import { messageOnLine } from "./linter-line.js";
import { nextLine } from "./output-lines.js";

/**
 * Sobelow's finding, as `mix sobelow` prints it: "SQL.Query: SQL injection - High Confidence", then the file, the line and
 * the function (decision 0471): the finding's line whole, its type, what it found and how sure it is.
 */
const sobelowFinding = /^(?=[A-Z][\w.]{1,60}: [^\n]{3,100} - (?:High|Medium|Low) Confidence$)/;
export function sobelowMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, sobelowFinding);
}

/**
 * govulncheck's vulnerability, as `govulncheck ./...` prints it: "Vulnerability #1: GO-2024-2687", then its summary on
 * the next line, "HTTP/2 CONTINUATION flood in net/http" (decision 0475): the ID and the summary, "GO-2024-2687: HTTP/2
 * CONTINUATION flood in net/http", without where it was found or fixed or the traces.
 */
const govulncheckHead = /^Vulnerability #\d{1,4}: (GO-\d{4}-\d{4,6})$/;
const govulncheckSummary = /^(?!More info:)[^\n]{3,150}$/;
export function govulncheckMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => govulncheckHead.test(text));
  const summary = at < 0 ? undefined : nextLine(lines, at);
  return summary !== undefined && govulncheckSummary.test(summary) ? `${govulncheckHead.exec(lines[at]!)![1]}: ${summary}` : undefined;
}
