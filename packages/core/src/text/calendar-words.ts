/** English weekday names, Sunday first (the index is `Date#getUTCDay()`'s). */
export const weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** English month names, January first (the index is `Date#getUTCMonth()`'s). */
export const monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;

/**
 * Whether `word` names a day of the week (one or many: "Saturday", "Saturdays") or a month, in any case: English writes
 * them with a capital, so a fix's sentence opening with one keeps it after "passed after editing …: " (decision 0609).
 * "May" is left out, as often the verb's.
 */
export function isCalendarName(word: string): boolean {
  const lower = word.toLowerCase();
  return (weekdayNames as readonly string[]).includes(lower.replace(/s$/, "")) || (lower !== "may" && (monthNames as readonly string[]).includes(lower));
}

/** Counts written as words, as dates use them ("two weeks ago", "a couple of days"). */
export const numberWords: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  few: 3,
  several: 3,
};
