import { describe, expect, it } from "vitest";
import { resolveRelativeDates } from "./core-internals.js";

// 2026-03-01 is a Sunday: the last day of an ISO week, so every case below crosses a week boundary.
const sunday = new Date("2026-03-01T12:00:00Z");
const monday = new Date("2026-03-02T08:00:00Z");

describe("resolveRelativeDates", () => {
  it.each([
    ["We shipped yesterday.", "We shipped on 2026-02-28."],
    ["Yesterday we shipped.", "On 2026-02-28 we shipped."],
    ["It has been flaky since yesterday.", "It has been flaky since 2026-02-28."],
    ["The demo is today, the review tomorrow.", "The demo is on 2026-03-01, the review on 2026-03-02."],
    ["Moved to tomorrow.", "Moved to 2026-03-02."],
    ["the day before yesterday and the day after tomorrow", "on 2026-02-27 and on 2026-03-03"],
    ["Release next Monday.", "Release on 2026-03-02."],
    ["Release next Sunday.", "Release on 2026-03-08."],
    ["It broke last Friday.", "It broke on 2026-02-27."],
    ["It broke last Sunday.", "It broke on 2026-02-22."],
    ["Due this Friday.", "Due on 2026-02-27."],
    ["Freeze next week.", "Freeze in the week of 2026-03-02."],
    ["Started last week.", "Started in the week of 2026-02-16."],
    ["Busy this week.", "Busy in the week of 2026-02-23."],
    ["Planned for next month.", "Planned for 2026-04."],
    ["Ready in 3 days.", "Ready on 2026-03-04."],
    ["Ready in two weeks.", "Ready on 2026-03-15."],
    ["Merged 2 weeks ago.", "Merged on 2026-02-15."],
    ["Merged a week ago.", "Merged on 2026-02-22."],
  ])("on Sunday 2026-03-01: %s", (input, output) => {
    expect(resolveRelativeDates(input, sunday)).toBe(output);
  });

  it.each([
    ["We shipped yesterday.", "We shipped on 2026-03-01."],
    ["Release next Monday.", "Release on 2026-03-09."],
    ["It broke last Sunday.", "It broke on 2026-03-01."],
    ["Due this Friday.", "Due on 2026-03-06."],
    ["Freeze next week.", "Freeze in the week of 2026-03-09."],
  ])("on Monday 2026-03-02: %s", (input, output) => {
    expect(resolveRelativeDates(input, monday)).toBe(output);
  });

  it.each([
    // Northern meteorological seasons: spring from March, summer from June, autumn from September, winter from December.
    ["2026-12-01", "We moved the API last spring.", "We moved the API in spring 2026."],
    ["2026-04-10", "We moved it last spring.", "We moved it in spring 2025."],
    ["2026-07-15", "Quiet since last summer.", "Quiet since summer 2025."],
    ["2026-09-01", "It broke last summer.", "It broke in summer 2026."],
    ["2026-12-01", "Last fall we left Heroku.", "In fall 2026 we left Heroku."],
    ["2026-12-01", "last autumn", "in autumn 2026"],
    ["2026-12-20", "last winter", "in winter 2025-26"],
    ["2026-03-01", "last winter", "in winter 2025-26"],
    ["2026-02-28", "last winter", "in winter 2024-25"],
    ["2026-02-27", "next spring", "in spring 2026"],
    ["2026-03-01", "next spring", "in spring 2027"],
    ["2026-12-20", "next winter", "in winter 2027-28"],
    ["2026-08-31", "next autumn", "in autumn 2026"],
    ["2099-12-31", "last winter", "in winter 2098-99"],
    // A quarter is the calendar's (decision 0543).
    ["2026-12-01", "We moved it last quarter.", "We moved it in 2026-Q3."],
    ["2026-12-01", "Due next quarter.", "Due in 2027-Q1."],
    ["2026-02-10", "Busy this quarter.", "Busy in 2026-Q1."],
    ["2026-02-10", "since last quarter", "since 2025-Q4"],
    // A lone surrogate beside them changes nothing of the date.
    ["2026-12-01", "\uD800 last quarter, \uDC00 last spring", "\uD800 in 2026-Q3, \uDC00 in spring 2026"],
    // "this summer" may be the one past or the one ahead: left.
    ["2026-12-01", "this summer", "this summer"],
  ])("on %s: %s", (day, input, output) => {
    expect(resolveRelativeDates(input, new Date(`${day}T10:00:00Z`))).toBe(output);
  });

  it("uses the speaker's calendar day when given an offset", () => {
    const lateEvening = new Date("2026-03-01T23:30:00Z");
    expect(resolveRelativeDates("see you tomorrow", lateEvening)).toBe("see you on 2026-03-02");
    expect(resolveRelativeDates("see you tomorrow", lateEvening, { utcOffsetMinutes: 120 })).toBe("see you on 2026-03-03");
  });

  it("leaves ambiguous or absent dates alone", () => {
    const text = "On Monday we meet; soon, in a few days, or some weeks later. The todays list and 2026-03-05 stay.";
    expect(resolveRelativeDates(text, sunday)).toBe(text);
  });

  it("leaves a day's or a week's place in a period alone, and resolves the same words without it (decision 0584)", () => {
    for (const text of [
      "We ship on the last Friday of each month.",
      "Reviews happen in the last week of the quarter.",
      "The next Monday of every sprint is a planning day.",
    ])
      expect(resolveRelativeDates(text, sunday)).toBe(text);
    expect(resolveRelativeDates("We shipped last Friday; the offsite is the last Friday of June.", sunday)).toBe(
      "We shipped on 2026-02-27; the offsite is the last Friday of June.",
    );
  });
});
