import { messageNextToPlace } from "./linter-line.js";

/**
 * jsonlint's parse error, as its parser prints it: "Error: Parse error on line 4:", the text around the place, a line of
 * dashes pointing at it, then "Expecting 'STRING', got '}'" (decision 0522): what it expected and what it got, read only
 * right under the pointer, the tokens each in quotes; the stack trace after it is the runner's own.
 */
const jsonlintPointer = /^-{0,300}\^$/;
const jsonlintExpecting = /^(?=Expecting '[^'\s]{1,20}'(?:, '[^'\s]{1,20}'){0,15}, got '[^'\s]{1,20}'$)/;
export function jsonlintMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, jsonlintExpecting, jsonlintPointer, "above");
}
