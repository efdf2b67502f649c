import { firstSentence, messageNextToPlace, messageOnLine } from "./linter-line.js";

/**
 * The findings of the web frameworks' own checks: svelte-check's and `astro check`'s (decisions 0413, 0414), TypeScript's
 * message over or after a place in a component, without the severity, the source or the code; Brakeman's for Rails
 * (decision 0415). error-line.ts reads them with the other checkers' findings.
 */

/**
 * svelte-check's finding, its place alone on a line, "/repo/src/lib/Cart.svelte:14:5", then "Error: Type 'string' is not
 * assignable to type 'number'. (ts)" (decision 0413): the message's first sentence, without the severity or the source in
 * parentheses after it ("ts", "js", "svelte", "css"). The place may be one of SvelteKit's routes, files named "+page.svelte"
 * in folders such as "[slug]" and "(app)".
 */
const svelteCheckPlace = /^[\w./+@()[\]-]{1,300}\.(?:svelte|[cm]?[jt]s):\d{1,6}:\d{1,6}$/;
const svelteCheckHead = /^(?:Error|Warn): (?=\S)/;
const svelteCheckSource = / \((?:ts|js|svelte|css)\)$/;
export function svelteCheckMessage(lines: readonly string[]): string | undefined {
  const message = messageNextToPlace(lines, svelteCheckHead, svelteCheckPlace, "above");
  if (message === undefined || !svelteCheckSource.test(message)) return undefined;
  return firstSentence(message.replace(svelteCheckSource, ""));
}

/**
 * Astro's check, as `astro check` prints a finding: "src/pages/blog/index.astro:12:7 - error ts(2322): Type 'string' is not
 * assignable to type 'number'." (decision 0414): the message's first sentence, without the place, the severity or the code.
 */
const astroCheckHead = /^[\w./+@()[\]-]{1,300}\.(?:astro|[cm]?[jt]sx?|svelte|vue):\d{1,6}:\d{1,6} - (?:error|warning) (?:ts|astro)\(\d{1,6}\): (?=\S)/;
export function astroCheckMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, astroCheckHead);
  return message === undefined ? undefined : firstSentence(message);
}

/**
 * Brakeman's warning, as its text report prints one: "Confidence: High", "Category: SQL Injection", "Check: SQL", then
 * "Message: Possible SQL injection" (decision 0415): the message, right under the check that found it; the code, the
 * file and the line follow on lines of their own.
 */
const brakemanMessage = /^Message: (?=\S)/;
const brakemanCheck = /^Check: [\w ]{1,60}$/;
export function brakemanWarning(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, brakemanMessage, brakemanCheck, "above");
}
