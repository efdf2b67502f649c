import { messageOnLine } from "./linter-line.js";

/**
 * Import Linter's broken contract, as `lint-imports` prints it under "Broken contracts": "myapp.domain is not allowed to
 * import myapp.web:", then the imports that break it (decision 0468): the contract's line without its colon.
 */
const importLinterBroken = /^(?=[\w.]{1,200} is not allowed to import [\w.]{1,200}:$)/;
export function importLinterMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, importLinterBroken, /:$/);
}
