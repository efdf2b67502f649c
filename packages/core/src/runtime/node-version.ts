import { EngramError } from "../errors.js";

/** The oldest Node.js Engram runs on: the frameworks it plugs into need 22, and `require()` of its ES modules needs 22.12+. */
export const minimumNodeVersion = "22.13.0";

function parts(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Throws `UNSUPPORTED_RUNTIME` when `version` (default: this process's Node.js) is older than
 * `minimumNodeVersion`, naming the package, the version found and the one needed. Outside Node.js
 * (a browser, no `process.versions.node`) there is nothing to check. A package with a native module
 * calls it before that module loads: an old Node would otherwise die in it with a bare segmentation fault.
 */
export function assertSupportedNode(packageName: string, version: string | undefined = globalThis.process?.versions?.node): void {
  if (version === undefined) return;
  const found = parts(version);
  const needed = parts(minimumNodeVersion)!;
  const older =
    found === undefined || found[0] < needed[0] || (found[0] === needed[0] && (found[1] < needed[1] || (found[1] === needed[1] && found[2] < needed[2])));
  if (!older) return;
  throw new EngramError(
    "UNSUPPORTED_RUNTIME",
    `${packageName} needs Node.js ${minimumNodeVersion} or newer, and this is Node.js ${version}. Install a current Node.js (22 LTS or 24) and run again.`,
    { details: { packageName, found: version, needed: minimumNodeVersion } },
  );
}
