import { lineUnder } from "./output-lines.js";

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
