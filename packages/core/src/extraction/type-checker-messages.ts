import { messageOnLine } from "./linter-line.js";

/**
 * pyright's finding, under the file's name: "/repo/src/shop/cart.py:27:16 - error: Type "str" is not assignable to
 * return type "int"", then what explains it on the lines under it, the rule in parentheses at the end of the last
 * ("(reportReturnType)"; decision 0434): the message, without the place, the severity or a rule closing the line.
 */
const pyrightHead = /^[\w./-]{1,300}\.pyi?:\d{1,6}:\d{1,6} - (?:error|warning|information): (?=\S)/;
const pyrightRule = / \(report[A-Z][A-Za-z]{1,60}\)$/;
export function pyrightMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, pyrightHead)?.replace(pyrightRule, "");
  return message === "" ? undefined : message;
}
