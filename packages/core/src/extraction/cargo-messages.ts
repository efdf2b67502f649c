import { nextLine } from "./output-lines.js";

/**
 * cargo-machete's unused dependency, as `cargo machete` prints it: "cargo-machete found the following unused dependencies
 * in this directory:", then the crate and its manifest ("orders -- ./Cargo.toml:"), then each dependency on a line of its
 * own (decision 0470): "unused dependencies: serde_yaml", the first one, as depcheck's heading and package are quoted
 * (decision 0467).
 */
const macheteFound = /^cargo-machete found the following unused dependencies in /;
const macheteCrate = /^[\w-]{1,100} -- [\w./-]{1,300}:$/;
const macheteDependency = /^[\w-]{1,100}$/;
export function macheteMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => macheteFound.test(text));
  const crate = at < 0 ? undefined : lines.findIndex((text, i) => i > at && macheteCrate.test(text));
  const dependency = crate === undefined || crate < 0 ? undefined : nextLine(lines, crate);
  return dependency !== undefined && macheteDependency.test(dependency) ? `unused dependencies: ${dependency}` : undefined;
}
