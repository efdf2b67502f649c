/**
 * Words as a regular-expression alternation whose first letters match in either case and the rest as written:
 * "Whenever you…" opening a sentence and "…, whenever you…" inside one, "Billing questions" and "Questions about…",
 * without the `i` flag (which would also make `\p{Lu}` match small letters in a pattern that needs capitals).
 */
export function eitherCaseFirst(words: readonly string[]): string {
  return words.map((word) => `[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${word.slice(1)}`).join("|");
}
