/**
 * `text` without the characters matching `char` (a one-character class) at its end. A `[…]+$`
 * pattern does the same in quadratic time on a long run that is followed by anything else; this reads
 * each character once.
 */
export function trimTrailing(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}
