import { messageOnLine } from "./linter-line.js";
import { lineUnder, nextLine } from "./output-lines.js";

/** What the checkers of a JavaScript package's modules and bundle print when they fail (error-line.ts reads them). */

/**
 * Madge's circular dependency, as `madge --circular src/` prints it: "✖ Found 1 circular dependency!", then "1)
 * services/order.ts > services/payment.ts" (decision 0465): the first cycle, the files in it without its number.
 */
const madgeFound = /^✖ Found \d{1,6} circular dependenc(?:y|ies)!$/;
const madgeCycle = /^\d{1,4}\) (?=[\w.@/-]{1,200}(?: > [\w.@/-]{1,200}){1,20}$)/;
export function madgeMessage(lines: readonly string[]): string | undefined {
  const cycle = lineUnder(lines, madgeFound);
  return cycle !== undefined && madgeCycle.test(cycle) ? cycle.replace(madgeCycle, "") : undefined;
}

/**
 * dependency-cruiser's violation, as `depcruise src` prints it: "  error no-circular: src/cart/index.ts →
 * src/cart/total.ts → src/cart/index.ts" (or "warn", "info"), then its count of violations (decision 0531): the rule's
 * name and what breaks it, without the severity.
 */
const depcruiseHead = /^\s{0,4}(?:error|warn|info)\s{1,4}(?=[a-z][\w-]{1,60}: \S)/;
export function depcruiseMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, depcruiseHead);
}

/**
 * size-limit's budget exceeded, as `npx size-limit` prints it under the entry: "Package size limit has exceeded by 1.2
 * kB" (or "Size limit …", "Loading time limit …", "Running time limit …"; decision 0466): the line whole.
 */
const sizeLimitExceeded = /^(?=(?:Package size|Size|Time|Loading time|Running time) limit has exceeded by \d[\d.,]{0,12} ?(?:B|kB|KB|MB|ms|s)$)/;
export function sizeLimitMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, sizeLimitExceeded);
}

/**
 * depcheck's finding, as `npx depcheck` prints it: "Unused dependencies", then "* left-pad" (or "Missing dependencies",
 * then "* zod: ./src/schema.ts"; decision 0467): the heading and its first package, "Unused dependencies: left-pad",
 * without the files that import it.
 */
const depcheckHeading = /^(?:Unused dependencies|Unused devDependencies|Missing dependencies)$/;
const depcheckItem = /^\* ((?:@[\w.-]{1,100}\/)?[\w.-]{1,100})(?::\s.{0,300})?$/;
export function depcheckMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => depcheckHeading.test(text));
  const item = at < 0 ? undefined : depcheckItem.exec(nextLine(lines, at) ?? "")?.[1];
  return item === undefined ? undefined : `${lines[at]}: ${item}`;
}

/**
 * Knip's finding, as its default reporter prints it: "Unused exports (1)", then "formatCents  function
 * apps/dashboard/src/money.ts:14:17" (decision 0544): the heading without its count and the first item's name, "Unused
 * exports: formatCents", as depcheck's is quoted, without the kind or the place.
 */
const knipHeading =
  /^(Unused (?:files|dependencies|devDependencies|exports|exported types|enum members|class members|exports in namespaces)|Unlisted (?:dependencies|binaries)|Unresolved imports|Duplicate exports) \(\d{1,6}\)$/;
const knipItem = /^([\w.@/$-]{1,200})(?:\s{2,}\S[^\n]{0,300})?$/;
export function knipMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => knipHeading.test(text));
  const heading = at < 0 ? undefined : knipHeading.exec(lines[at] ?? "")?.[1];
  const item = heading === undefined ? undefined : knipItem.exec(nextLine(lines, at) ?? "")?.[1];
  return item === undefined ? undefined : `${heading}: ${item}`;
}
