/**
 * Times a query names, absolute ("on 8 May 2022", "October 2023", "in 2021") or relative to the
 * query's own time ("yesterday", "last weekend", "two weeks ago", "last Friday"), as ranges of
 * epoch milliseconds. Recall weighs memories written inside them and reads the sessions held in the
 * narrow ones. English only; a phrase it does not know names no time.
 */

import { monthNames, numberWords, weekdayNames } from "../text/calendar-words.js";
import { dayMs, mondayOfWeek, startOfUtcDay } from "../util/calendar-days.js";

/** How specific a named time is: what a memory inside it is worth, and whether its sessions are read. */
export type DatePrecision = "day" | "week" | "month" | "year";

export interface QueryTimeRange {
  /** Inclusive start and exclusive end, epoch ms (UTC calendar days). */
  readonly fromMs: number;
  readonly toMs: number;
  readonly precision: DatePrecision;
  /** The words that named it, as written. */
  readonly phrase: string;
}

/** A month name or its three-letter (or "sept") abbreviation → 0-11; -1 otherwise. */
function monthIndex(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, "");
  if (lower.length < 3) return -1;
  return monthNames.findIndex((name) => name === lower || (lower.length <= 4 && name.startsWith(lower)));
}

const monthStart = (year: number, month: number): number => Date.UTC(year, month, 1);
const yearOf = (ms: number): number => new Date(ms).getUTCFullYear();

function dayRange(fromMs: number, days: number, slackDays: number, precision: DatePrecision, phrase: string): QueryTimeRange {
  return { fromMs: fromMs - slackDays * dayMs, toMs: fromMs + (days + slackDays) * dayMs, precision, phrase };
}

function monthRange(year: number, month: number, phrase: string): QueryTimeRange {
  return { fromMs: monthStart(year, month), toMs: monthStart(year, month + 1), precision: "month", phrase };
}

/** The latest `month` (and `day`) at or before now: "in June" asked in March means last June. */
function latestYear(nowMs: number, month: number, day = 1): number {
  const year = yearOf(nowMs);
  return Date.UTC(year, month, day) <= nowMs ? year : year - 1;
}

const num = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple|few|several)`;
const monthWord = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const dayNumber = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const yearNumber = String.raw`((?:19|20)\d\d)`;

interface Rule {
  readonly pattern: RegExp;
  readonly ranges: (match: RegExpExecArray, nowMs: number) => QueryTimeRange[];
}

function validDay(year: number, month: number, day: number): boolean {
  return day >= 1 && day <= 31 && new Date(Date.UTC(year, month, day)).getUTCDate() === day;
}

function dated(year: number | undefined, month: number, day: number, nowMs: number, phrase: string): QueryTimeRange[] {
  const y = year ?? latestYear(nowMs, month, day);
  if (month < 0 || !validDay(y, month, day)) return [];
  return [dayRange(Date.UTC(y, month, day), 1, 0, "day", phrase)];
}

/** The weekday before today named `weekday` ("last Friday", "on Friday"). */
function lastWeekday(nowMs: number, weekday: number): number {
  const today = startOfUtcDay(nowMs);
  const back = (new Date(today).getUTCDay() - weekday + 7) % 7 || 7;
  return today - back * dayMs;
}

const count = (word: string): number => numberWords[word.toLowerCase()] ?? Number(word);

const rules: readonly Rule[] = [
  // 2023-10-24
  {
    pattern: new RegExp(String.raw`\b${yearNumber}-(\d\d)-(\d\d)\b`, "gi"),
    ranges: (m, now) => dated(Number(m[1]), Number(m[2]) - 1, Number(m[3]), now, m[0]),
  },
  // 24.10.2023 (day first, as in Europe), 10/24/2023 (month first, as in the US, unless that is no date)
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})([./])(\d{1,2})\2${yearNumber}\b`, "g"),
    ranges: (m, now) => {
      const [a, b] = [Number(m[1]), Number(m[3])];
      const dayFirst = m[2] === "." || a > 12;
      return dated(Number(m[4]), (dayFirst ? b : a) - 1, dayFirst ? a : b, now, m[0]);
    },
  },
  // 24 October 2023, 24th of Oct, 2023, 8 May
  {
    pattern: new RegExp(String.raw`\b${dayNumber}\s+(?:of\s+)?${monthWord}(?:,?\s+${yearNumber})?\b`, "gi"),
    ranges: (m, now) => dated(m[3] ? Number(m[3]) : undefined, monthIndex(m[2]!), Number(m[1]), now, m[0]),
  },
  // October 24, 2023, Oct 24th
  {
    pattern: new RegExp(String.raw`\b${monthWord}\s+${dayNumber}(?:,?\s+${yearNumber})?\b(?!\s*(?:years?|months?|weeks?|days?))`, "gi"),
    ranges: (m, now) => dated(m[3] ? Number(m[3]) : undefined, monthIndex(m[1]!), Number(m[2]), now, m[0]),
  },
  // October 2023, in August (a bare "may"/"march" only after "in"/"during"/"since"/"last"/"this")
  {
    pattern: new RegExp(String.raw`\b(?:(in|during|since|last|this|of)\s+)?${monthWord}(?:,?\s+(?:of\s+)?${yearNumber})?\b`, "gi"),
    ranges: (m, now) => {
      const month = monthIndex(m[2]!);
      if (month < 0) return [];
      const word = m[2]!.toLowerCase();
      // Without "in"/"last"/a year, a bare "may" or "march" is a verb, and an abbreviation is too short to trust.
      if (!m[1] && !m[3] && (word === "may" || word === "march" || word !== monthNames[month])) return [];
      const year = m[3] ? Number(m[3]) : latestYear(now, month);
      return [monthRange(year, month, m[0])];
    },
  },
  // in 2023
  {
    pattern: new RegExp(String.raw`\b(?:in|during|of|since|for)\s+${yearNumber}\b`, "gi"),
    ranges: (m) => [{ fromMs: Date.UTC(Number(m[1]), 0, 1), toMs: Date.UTC(Number(m[1]) + 1, 0, 1), precision: "year", phrase: m[0] }],
  },
  { pattern: /\b(today|tonight|this morning|this afternoon|this evening)\b/gi, ranges: (m, now) => [dayRange(startOfUtcDay(now), 1, 0, "day", m[0])] },
  { pattern: /\b(yesterday|last night)\b/gi, ranges: (m, now) => [dayRange(startOfUtcDay(now) - dayMs, 1, 0, "day", m[0])] },
  {
    pattern: new RegExp(String.raw`\b${num}\s+days?\s+ago\b`, "gi"),
    ranges: (m, now) => [dayRange(startOfUtcDay(now) - count(m[1]!) * dayMs, 1, 1, "day", m[0])],
  },
  {
    pattern: new RegExp(String.raw`\b${num}\s+weeks?\s+ago\b`, "gi"),
    ranges: (m, now) => [dayRange(startOfUtcDay(now) - count(m[1]!) * 7 * dayMs - 3 * dayMs, 7, 1, "week", m[0])],
  },
  {
    pattern: new RegExp(String.raw`\b${num}\s+months?\s+ago\b`, "gi"),
    ranges: (m, now) => [dayRange(startOfUtcDay(now) - count(m[1]!) * 30 * dayMs - 10 * dayMs, 21, 0, "month", m[0])],
  },
  { pattern: /\blast\s+weekend\b/gi, ranges: (m, now) => [dayRange(mondayOfWeek(now) - 2 * dayMs, 2, 1, "week", m[0])] },
  { pattern: /\bthis\s+weekend\b/gi, ranges: (m, now) => [dayRange(mondayOfWeek(now) + 5 * dayMs, 2, 1, "week", m[0])] },
  { pattern: /\blast\s+week\b/gi, ranges: (m, now) => [dayRange(mondayOfWeek(now) - 7 * dayMs, 7, 1, "week", m[0])] },
  { pattern: /\bthis\s+week\b/gi, ranges: (m, now) => [dayRange(mondayOfWeek(now), 7, 0, "week", m[0])] },
  {
    pattern: /\blast\s+month\b/gi,
    ranges: (m, now) => {
      const date = new Date(now);
      return [monthRange(date.getUTCFullYear(), date.getUTCMonth() - 1, m[0])];
    },
  },
  {
    pattern: /\blast\s+year\b/gi,
    ranges: (m, now) => [{ fromMs: Date.UTC(yearOf(now) - 1, 0, 1), toMs: Date.UTC(yearOf(now), 0, 1), precision: "year", phrase: m[0] }],
  },
  {
    pattern: /\b(?:last|on|this past)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi,
    ranges: (m, now) => [dayRange(lastWeekday(now, weekdayNames.indexOf(m[1]!.toLowerCase() as (typeof weekdayNames)[number])), 1, 0, "day", m[0])],
  },
];

/**
 * Every time range the query names, relative phrases measured from `nowMs` (the query's own time).
 * A phrase inside a longer one that already named a time ("May" in "8 May 2022") is not read again.
 */
export function queryTimeRanges(query: string, nowMs: number): QueryTimeRange[] {
  if (!Number.isFinite(nowMs)) return [];
  const taken: Array<[number, number]> = [];
  const ranges: QueryTimeRange[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (const match of query.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const found = rule.ranges(match as RegExpExecArray, nowMs).filter((range) => range.toMs > range.fromMs);
      if (found.length === 0) continue;
      taken.push([start, end]);
      ranges.push(...found);
    }
  }
  return ranges;
}

/** How much a memory written inside a range adds to its relevance, by the range's precision. */
export const dateCue: Readonly<Record<DatePrecision, number>> = { day: 0.3, week: 0.25, month: 0.2, year: 0.1 };

/** The share of its relevance a memory of another time loses, by the precision of the named time. */
export const dateMiss: Readonly<Record<DatePrecision, number>> = { day: 0.5, week: 0.4, month: 0.3, year: 0.2 };

/**
 * The best cue among the query's ranges that hold the memory's time, or a time the memory's own text
 * names relative to when it was written ("yesterday" in a turn of 1 January is 31 December); 0 when
 * none does.
 */
export function dateCueOf(atMs: number, ranges: readonly QueryTimeRange[], text?: string): number {
  let cue = 0;
  for (const range of ranges) if (atMs >= range.fromMs && atMs < range.toMs + reportedWithin(range)) cue = Math.max(cue, dateCue[range.precision]);
  if (text === undefined || cue >= dateCue.day || !mayNameTime.test(text)) return cue;
  for (const mentioned of queryTimeRanges(text, atMs)) {
    for (const range of ranges) {
      if (mentioned.fromMs < range.toMs && mentioned.toMs > range.fromMs) cue = Math.max(cue, Math.min(dateCue[range.precision], dateCue[mentioned.precision]));
    }
  }
  return cue;
}

/** A named day also matches what was written the day after it: people tell of a day the next one. */
const reportedWithin = (range: QueryTimeRange): number => (range.precision === "day" ? dayMs : 0);

/** A cheap first look: a text without any of these words or a digit names no time. */
const mayNameTime =
  /\b(?:\d{4}|\d{1,2}[./]\d{1,2}|yesterday|today|tonight|ago|last|this (?:morning|afternoon|evening|week|weekend)|on (?:sun|mon|tues|wednes|thurs|fri|satur)day|jan|feb|mar|apr|may|june?|july?|aug|sept?|oct|nov|dec)/i;
