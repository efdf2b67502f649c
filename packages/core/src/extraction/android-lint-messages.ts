import { messageOnLine } from "./linter-line.js";

/**
 * Android Lint's finding, as Gradle's `lintDebug` prints it: "app/src/main/res/layout/activity_main.xml:12: Error:
 * Hardcoded string "Sign in", should use @string resource [HardcodedText]" (decision 0459): the message, without the
 * place, the severity or the id in brackets. Only an error fails the task; a warning alone is none.
 */
const androidLintHead = /^[\w./-]{1,300}\.(?:xml|kt|kts|java|gradle|toml|json|png|webp):\d{1,6}: Error: (?=\S)/;
const androidLintId = / \[[A-Z][A-Za-z]{1,60}\]$/;
export function androidLintMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, androidLintHead, androidLintId);
}
