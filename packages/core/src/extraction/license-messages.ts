import { messageOnLine } from "./linter-line.js";

/**
 * license-checker's refusal, as `npx license-checker --failOn GPL` prints it: 'Found license defined by the --failOn
 * flag: "GPL-3.0". Exiting.', or with `--onlyAllow`: 'Package "left-pad@1.3.0" is licensed under "WTFPL" which is not
 * permitted by the --onlyAllow flag. Exiting.' (decision 0473): the line whole, the licence and the package in quotes.
 */
const failOnFound = /^(?=Found license defined by the --failOn flag: "[^"\n]{1,200}"\. Exiting\.$)/;
const onlyAllowRefused = /^(?=Package "[^"\n]{1,200}" is licensed under "[^"\n]{1,200}" which is not permitted by the --onlyAllow flag\. Exiting\.$)/;
export function licenseCheckerMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, failOnFound) ?? messageOnLine(lines, onlyAllowRefused);
}
