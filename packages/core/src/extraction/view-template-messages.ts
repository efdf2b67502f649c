import { messageOnLine } from "./linter-line.js";

/**
 * haml-lint's and slim-lint's lint, "app/views/orders/show.html.haml:12 [W] ClassAttributeWithStaticValue: Avoid
 * defining `class` in attributes hash for static class names" (decision 0514): the message, without the place, the
 * severity in brackets or the linter's name; a RuboCop offence they pass on keeps its cop's name out too ("[W] RuboCop:
 * Style/StringLiterals: Prefer single-quoted strings …").
 */
const templateLintHead = /^[\w./-]{1,300}\.(?:haml|slim):\d{1,6} \[[WE]\] [A-Z][A-Za-z]{1,60}: (?:[A-Z][A-Za-z]{1,30}\/[A-Z][A-Za-z]{1,60}: )?(?=\S)/;
export function templateLintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, templateLintHead);
}
