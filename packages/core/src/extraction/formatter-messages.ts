import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * Prettier's `--check` report: "[warn] src/components/CartSummary.tsx" for each file, then "[warn] Code style issues
 * found in the above file. Run Prettier with --write to fix." (or "… in 3 files."; decision 0435): its first sentence,
 * without the "[warn]"; what follows it says what to do. A file's own "[warn]" line names only the file.
 */
const prettierSummary = /^\[warn\] (?=Code style issues (?:were )?found in )/;
export function prettierMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, prettierSummary);
  return message === undefined ? undefined : firstSentence(message);
}
