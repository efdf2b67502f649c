import { resolveRelativeDates } from "../extraction/relative-dates.js";

/** The offset an ISO time was written in, in minutes east of UTC ("Z" and no offset: 0). */
export function utcOffsetOf(iso: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * `text` with relative dates ("yesterday", "next Friday") made absolute, counted from the calendar day
 * of `at` in the offset `at` was written in: a daily item's `createdAt`, the time of its message.
 */
export function resolveDatesAt(text: string, at: string): string {
  return resolveRelativeDates(text, new Date(at), { utcOffsetMinutes: utcOffsetOf(at) });
}
