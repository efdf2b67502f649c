import { messageOnLine } from "./linter-line.js";
import { lineUnder } from "./output-lines.js";

/**
 * publint's report on a package: "Running publint v0.2.12 for @acme/ui...", then "Errors:" and its findings numbered,
 * "1. pkg.exports["."].types is ./dist/index.d.ts but the file does not exist." (decision 0443): the first error's
 * message, without its number. Its warnings and suggestions alone fail no run.
 */
const numbered = /^\d{1,3}\. (?=\S)/;
export function publintMessage(lines: readonly string[]): string | undefined {
  const first = lineUnder(lines, /^Errors:$/);
  return first !== undefined && numbered.test(first) ? first.replace(numbered, "") : undefined;
}

/**
 * twine's check of a built package, as `twine check --strict dist/*` prints it: "Checking dist/acme-2.3.0.tar.gz:
 * FAILED", then "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI." (decision
 * 0477): the first error's message, read only under a distribution that failed.
 */
const twineFailed = /^Checking [\w./@+-]{1,300}: FAILED$/;
const twineError = /^ERROR {2,8}(?=\S)/;
export function twineMessage(lines: readonly string[]): string | undefined {
  return lines.some((text) => twineFailed.test(text)) ? messageOnLine(lines, twineError) : undefined;
}
