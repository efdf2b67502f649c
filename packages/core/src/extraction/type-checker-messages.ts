import { firstSentence, messageOnLine } from "./linter-line.js";
import { lineUnder } from "./output-lines.js";

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

/**
 * Pyre's error, as `pyre check` prints it: "shop/cart.py:42:8 Incompatible return type [7]: Expected `Decimal` but got
 * `float`." (decision 0542): the error's name and what it says, without the place or the error's number.
 */
const pyreError = /^[\w./-]{1,300}\.pyi?:\d{1,6}:\d{1,6} (\p{Lu}[\w ]{2,60}) \[\d{1,4}\]: (\S[^\n]{0,300})$/u;
export function pyreMessage(lines: readonly string[]): string | undefined {
  for (const text of lines) {
    const found = pyreError.exec(text);
    if (found !== null) return `${found[1]}: ${found[2]}`;
  }
  return undefined;
}

/**
 * Dialyzer's warning, as `mix dialyzer` (dialyxir) prints it in its short form: the place and the warning's name,
 * "lib/shop/cart.ex:12:no_return", then its message on the next line, "Function total/1 has no local return." (decision
 * 0437): the message, its first sentence.
 */
const dialyzerPlace = /^[\w./-]{1,300}\.exs?:\d{1,6}(?::\d{1,6})?:[a-z][a-z_]{1,40}$/;
export function dialyzerMessage(lines: readonly string[]): string | undefined {
  const message = lineUnder(lines, dialyzerPlace);
  return message === undefined || /^_{10,}$/.test(message) ? undefined : firstSentence(message);
}

/**
 * Sorbet's finding, as `srb tc` prints it: "app/models/order.rb:14: Method `totl` does not exist on `Order`
 * https://srb.help/7003", then the code and its suggestions on the lines under it (decision 0440): the message, without
 * the place or the link to its error code.
 */
const sorbetHead = /^[\w./-]{1,300}\.(?:rb|rbi|rake|ru):\d{1,6}: (?=\S)/;
const sorbetLink = / https:\/\/srb\.help\/\d{4,5}$/;
export function sorbetMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, sorbetHead, sorbetLink);
  return message === "" ? undefined : message;
}

/**
 * type-coverage's refusal, as `npx type-coverage --at-least 95` prints it: "The type coverage rate(94.50%) is lower than
 * the target(95%).", or with `--is`: "… is not the target(95%)." (decision 0474): the line whole, without the hint some
 * versions print after it.
 */
const typeCoverageRate = /^(?=The type coverage rate\(\d{1,3}(?:\.\d{1,4})?%\) is (?:lower than|not) the target\(\d{1,3}(?:\.\d{1,4})?%\)\.$)/;
export function typeCoverageMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, typeCoverageRate);
}
