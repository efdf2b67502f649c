/**
 * "until further notice", "until the 2.0 release", "until v3": an "until" that names no moment of this task but a
 * milestone of the project, by a version, or no end at all (decision 0336). A rule said with one lasts as long as the
 * project takes to get there, so the word "until" alone does not make it momentary. A time of day ("until 5.30 pm") and
 * a plain number ("until 5") are moments.
 */
const lastingUntil =
  /\buntil\s+(?:further notice|(?:the\s+)?(?:v\d{1,4}(?:\.\d{1,4}){0,2}|\d{1,4}\.\d{1,4}(?:\.\d{1,4})?|version\s+\d{1,4}(?:\.\d{1,4}){0,2})(?!\s*(?:am|pm|a\.m|p\.m)\b)(?:\s+(?:release|ships|lands|is out|is released))?)\b/gi;

/** `s` without the "until" of a lasting milestone (`lastingUntil`), for the check of what is momentary. */
export function withoutLastingUntil(s: string): string {
  return s.replace(lastingUntil, "");
}
