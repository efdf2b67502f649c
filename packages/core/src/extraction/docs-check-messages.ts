/** What the checkers of a project's docs print when they fail (error-line.ts reads them). */

/**
 * interrogate's result, as `interrogate --fail-under 80 src/` prints it under its table, between rules of dashes:
 * "----- RESULT: FAILED (minimum: 80.0%, actual: 69.2%) -----" (decision 0476): the result without the dashes.
 */
const interrogateResult = /^-{3,200} (RESULT: FAILED \(minimum: \d{1,3}(?:\.\d{1,2})?%, actual: \d{1,3}(?:\.\d{1,2})?%\)) -{3,200}$/;
export function interrogateMessage(lines: readonly string[]): string | undefined {
  for (const text of lines) {
    const found = interrogateResult.exec(text);
    if (found !== null) return found[1];
  }
  return undefined;
}

/**
 * markdown-link-check's dead link, as it prints it under the file and again under its count: "[✖] ./install.md → Status:
 * 400", then "ERROR: 1 dead links found!" (decision 0481): the link and its status, without the mark.
 */
const deadLinksFound = /^ERROR: \d{1,5} dead links? found!$/;
const deadLink = /^\[✖\] (\S{1,300} → Status: \d{1,3})$/;
export function markdownLinkCheckMessage(lines: readonly string[]): string | undefined {
  if (!lines.some((text) => deadLinksFound.test(text))) return undefined;
  return lines.map((text) => deadLink.exec(text)?.[1]).find((found) => found !== undefined);
}

/**
 * lychee's broken link, as it prints it under the file it was found in: "✗ [404] https://docs.example.com/old-guide |
 * Failed: Network error: Not Found" (decision 0540), or "[ERROR]" / "[TIMEOUT]" in place of a status: the status, the
 * link and why, without the mark. Read only under its summary's count of errors ("🚫 1 Error"), so a line of another
 * tool's in the shape is none.
 */
const lycheeErrors = /🚫 [1-9]\d{0,5} Errors?\b/u;
const lycheeLink = /^(?:[✗✖] )?(\[(?:[1-5]\d\d|ERROR|ERR|TIMEOUT)\] (?:https?|file):\/\/\S{1,300} \| \S[^\n]{0,200})$/u;
export function lycheeMessage(lines: readonly string[]): string | undefined {
  if (!lines.some((text) => lycheeErrors.test(text))) return undefined;
  return lines.map((text) => lycheeLink.exec(text.trim())?.[1]).find((found) => found !== undefined);
}
