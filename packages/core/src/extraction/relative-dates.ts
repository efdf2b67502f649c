import { numberWords, weekdayNames as weekdays } from "../text/calendar-words.js";
import { dayMs, mondayOfWeek as mondayOf } from "../util/calendar-days.js";
import { upperFirst } from "./third-person.js";

export interface RelativeDateOptions {
  /** The speaker's offset from UTC in minutes (UTC+2 = 120); decides which calendar day `at` is. */
  utcOffsetMinutes?: number;
}

/** The calendar day of `at` (in the given offset) as a UTC-midnight timestamp. */
function dayOf(at: Date, offsetMinutes: number): number {
  const local = at.getTime() + offsetMinutes * 60_000;
  return Math.floor(local / dayMs) * dayMs;
}

/** YYYY-MM-DD of a day timestamp. */
export function isoDay(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/** The calendar day of `at` as YYYY-MM-DD, in the given offset from UTC. */
export function calendarDate(at: Date, utcOffsetMinutes = 0): string {
  return isoDay(dayOf(at, utcOffsetMinutes));
}

function monthOf(day: number, delta: number): string {
  const date = new Date(day);
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta, 1));
  return month.toISOString().slice(0, 7);
}

function amount(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d{1,3}$/.test(lower)) return Number(lower);
  return numberWords[lower];
}

/** Words after which a date reads without "on": "since 2026-03-01", "until 2026-03-05". */
const prepositions = /\b(?:since|until|till|by|before|after|from|on|to|through|of|for|starting|as of)\s+$/i;

const weekdayGroup = weekdays.join("|");
const count = String.raw`(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const pattern = new RegExp(
  [
    String.raw`\bthe day before yesterday\b`,
    String.raw`\bthe day after tomorrow\b`,
    String.raw`\b(yesterday|today|tomorrow)\b`,
    String.raw`\b(last|next|this) (${weekdayGroup})\b`,
    String.raw`\b(last|next|this) (week|month|year)\b`,
    String.raw`\bin ${count} (days?|weeks?)\b`,
    String.raw`\b${count} (days?|weeks?) ago\b`,
    String.raw`\b(last|next) (spring|summer|autumn|fall|winter)\b`,
    String.raw`\b(last|next|this) quarter\b`,
  ].join("|"),
  "gi",
);

/** " of" after a relative date: it names a place in a period ("the last Friday of each month"). */
const ofAPeriod = /^\s+of\b/i;

type Resolved = { readonly kind: "day"; readonly day: number } | { readonly kind: "text"; readonly text: string };

function resolve(match: RegExpMatchArray, today: number): Resolved | undefined {
  const whole = match[0].toLowerCase();
  if (whole === "the day before yesterday") return { kind: "day", day: today - 2 * dayMs };
  if (whole === "the day after tomorrow") return { kind: "day", day: today + 2 * dayMs };
  const simple = match[1]?.toLowerCase();
  if (simple) return { kind: "day", day: today + { yesterday: -1, today: 0, tomorrow: 1 }[simple as "today"] * dayMs };
  const which = match[2]?.toLowerCase();
  const weekday = match[3]?.toLowerCase();
  if (which && weekday) {
    const target = weekdays.indexOf(weekday as (typeof weekdays)[number]);
    const current = new Date(today).getUTCDay();
    if (which === "next") return { kind: "day", day: today + (((target - current + 6) % 7) + 1) * dayMs };
    if (which === "last") return { kind: "day", day: today - (((current - target + 6) % 7) + 1) * dayMs };
    return { kind: "day", day: mondayOf(today) + ((target + 6) % 7) * dayMs };
  }
  const relation = match[4]?.toLowerCase();
  const unit = match[5]?.toLowerCase();
  if (relation && unit) {
    const delta = relation === "next" ? 1 : relation === "last" ? -1 : 0;
    if (unit === "week") return { kind: "text", text: `in the week of ${isoDay(mondayOf(today) + delta * 7 * dayMs)}` };
    if (unit === "month") return { kind: "text", text: `in ${monthOf(today, delta)}` };
    return { kind: "text", text: `in ${new Date(today).getUTCFullYear() + delta}` };
  }
  const ahead = match[6] ? amount(match[6]) : undefined;
  if (ahead !== undefined && match[7]) return { kind: "day", day: today + ahead * (match[7].startsWith("w") ? 7 : 1) * dayMs };
  const back = match[8] ? amount(match[8]) : undefined;
  if (back !== undefined && match[9]) return { kind: "day", day: today - back * (match[9].startsWith("w") ? 7 : 1) * dayMs };
  const season = match[11]?.toLowerCase();
  if (match[10] && season) return { kind: "text", text: `in ${seasonNamed(season, match[10].toLowerCase() === "last", today)}` };
  const quarter = match[12]?.toLowerCase();
  if (quarter) return { kind: "text", text: `in ${quarterOf(today, quarter === "next" ? 1 : quarter === "last" ? -1 : 0)}` };
  return undefined;
}

/** The calendar quarter `delta` quarters from `today`'s, as "2026-Q3" (decision 0543). */
function quarterOf(today: number, delta: number): string {
  const date = new Date(today);
  const index = date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3) + delta;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/**
 * The months a season starts in, meteorological and of the northern hemisphere (decision 0538): spring from March, summer
 * from June, autumn (fall) from September, winter from December into the next year's February. A speaker south of the
 * equator would mean the other half of the year; the season's name stays in the text, so a reader can tell.
 */
const seasonStart: Readonly<Record<string, number>> = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 };

/**
 * "last summer": the latest summer that ended before `today` (said in July, the summer before this one); "next summer":
 * the first that starts after it. Named with its year, a winter with both of its years ("winter 2025-26").
 */
function seasonNamed(season: string, last: boolean, today: number): string {
  const start = seasonStart[season] ?? 0;
  const startOf = (year: number): number => Date.UTC(year, start, 1);
  let year = new Date(today).getUTCFullYear() + (last ? 0 : -1);
  if (last) while (Date.UTC(year, start + 3, 1) > today) year -= 1;
  else while (startOf(year) <= today) year += 1;
  return season === "winter" ? `winter ${year}-${String((year + 1) % 100).padStart(2, "0")}` : `${season} ${year}`;
}

/**
 * Rewrites relative dates in `text` as absolute ones, counted from the calendar day of `at`:
 * "yesterday" → "on 2026-03-01" ("since yesterday" → "since 2026-03-01"), "next Monday" (the first
 * Monday after today), "last Friday" (the last one before today), "this Friday" (in the current
 * Monday-to-Sunday week), "next week" → "the week of <its Monday>", "next month" → "in 2026-04",
 * "in 3 days", "2 weeks ago", "last spring" → "in spring 2026" (`seasonNamed`), "last quarter" → "in 2026-Q3" (`quarterOf`).
 * Anything ambiguous ("on Monday", "soon", "in a few days", "this summer") is left.
 */
export function resolveRelativeDates(text: string, at: Date, options: RelativeDateOptions = {}): string {
  const today = dayOf(at, options.utcOffsetMinutes ?? 0);
  return text.replace(pattern, (...args: unknown[]) => {
    const offset = args.find((arg) => typeof arg === "number") as number;
    const match = args.slice(0, 13).map((arg) => (typeof arg === "string" ? arg : undefined)) as unknown as RegExpMatchArray;
    const resolved = resolve(match, today);
    if (!resolved) return String(args[0]);
    const before = text.slice(0, offset);
    // "the last Friday of each month", "the last week of the quarter": a day's or a week's place in a period, no date
    // relative to today (decision 0584).
    if (ofAPeriod.test(text.slice(offset + String(args[0]).length, offset + String(args[0]).length + 8))) return String(args[0]);
    let out = resolved.kind === "text" ? resolved.text : isoDay(resolved.day);
    if (resolved.kind === "day" && !prepositions.test(before)) out = `on ${out}`;
    if (resolved.kind === "text" && prepositions.test(before)) out = out.replace(/^in /, "");
    const first = String(args[0]).charAt(0);
    const sentenceStart = before.trim() === "" || /[.!?]\s*$/.test(before);
    if (first === first.toUpperCase() && first !== first.toLowerCase() && sentenceStart) {
      out = upperFirst(out);
    }
    return out;
  });
}
