import { firstSentence } from "./linter-line.js";

/**
 * The unified collective's reporter (vfile-reporter), as alex, remark-lint and rehype print a finding (decision 0451):
 * "12:5-12:11  warning  `Master` may be insensitive, use `Primary`, `Main` instead  master  retext-equality", its
 * columns two spaces or more apart: the place, the severity, the message, the rule, and the plugin that reported it.
 * alex fails on a warning, and so does `remark --frail`: the first finding's message is what went wrong, whatever its
 * severity. A row is told from ESLint's (linter-messages.ts) by a place that spans a range or by a plugin of the
 * collective after the rule; a warning of ESLint's is none.
 */
const place = /^\d{1,6}:\d{1,6}(?:-\d{1,6}:\d{1,6})?$/;
const severity = /^(?:warning|error)$/;
const rule = /^[\w-]{1,80}$/;
const plugin = /^(?:retext|remark|rehype)-[\w-]{1,60}$/;

export function vfileMessage(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const message = rowMessage(line.split(/ {2,}/));
    if (message !== undefined) return firstSentence(message);
  }
  return undefined;
}

/** The message of a row's columns, when they are the reporter's (see above). */
function rowMessage(columns: readonly string[]): string | undefined {
  const [at, level, message, ruleId, source] = columns;
  if (columns.length < 4 || columns.length > 5 || !place.test(at!) || !severity.test(level!) || !rule.test(ruleId!)) return undefined;
  const ofTheCollective = source === undefined ? at!.includes("-") : plugin.test(source);
  return ofTheCollective ? message : undefined;
}
