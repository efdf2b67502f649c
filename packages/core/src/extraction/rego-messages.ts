import { messageNextToPlace } from "./linter-line.js";

/**
 * Regal's violation, told in labelled lines: "Rule:          prefer-snake-case", then "Description:   Prefer snake_case
 * for names", then its category, location, text and documentation (decision 0516): the description, without its label,
 * read only right under the rule's line.
 */
const regalRule = /^Rule: {0,20}\t?[a-z][a-z0-9-]{1,80}$/;
const regalDescription = /^Description: {0,20}\t?(?=\S)/;
export function regalMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, regalDescription, regalRule, "above");
}
