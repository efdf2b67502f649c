import { lineUnder } from "./output-lines.js";

/**
 * elm-review's finding under its heading, "-- ELM-REVIEW ERROR ----- src/Page/Cart.elm:14:9", then "NoUnused.Variables:
 * `total` is not used" (decision 0503): the message, without the rule's module name before it; a heading of another
 * kind, or a line without a rule's name under it, is none.
 */
const elmReviewHeading = /^-- ELM-REVIEW ERROR -{2,100} [\w./-]{1,300}\.elm:\d{1,6}:\d{1,6}$/;
const elmReviewRule = /^[A-Z]\w{0,60}(?:\.[A-Z]\w{0,60}){0,3}: (?=\S)/;
export function elmReviewMessage(lines: readonly string[]): string | undefined {
  const line = lineUnder(lines, elmReviewHeading);
  return line !== undefined && elmReviewRule.test(line) ? line.replace(elmReviewRule, "") : undefined;
}
