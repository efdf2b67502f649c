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
