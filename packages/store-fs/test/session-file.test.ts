import { describe, expect, it } from "vitest";
import type { SessionEvent } from "@engram/core/store";
import { parseSessionFile, renderEventLines, renderSessionHeader } from "../src/session-file.js";

const events: SessionEvent[] = [
  { seq: 1, at: "2026-05-01T10:00:00.000Z", type: "title", title: "Fixing the build" },
  { seq: 2, at: "2026-05-01T10:01:00.000Z", type: "usage", inputTokens: 120 },
];

describe("session files", () => {
  it("writes a header line then one event per line, and reads them back", () => {
    const text = renderSessionHeader("s1", { user: "ann" }) + renderEventLines(events);
    expect(text.split("\n")[0]).toBe('{"session":{"id":"s1","scope":{"user":"ann"}}}');
    expect(parseSessionFile("sessions/s1.jsonl", text)).toEqual({
      header: { id: "s1", scope: { user: "ann" } },
      events,
      eventLines: events.map((_, index) => index + 1),
      problems: [],
      endsWithNewline: true,
      claimedSeq: 0,
    });
  });

  it("reports a cut-off last line as truncated and keeps every complete event", () => {
    const whole = renderSessionHeader("s1", {}) + renderEventLines(events);
    const parsed = parseSessionFile("sessions/s1.jsonl", `${whole}{"seq":3,"at":"2026-05-01T10:0`);
    expect(parsed.events).toEqual(events);
    expect(parsed.endsWithNewline).toBe(false);
    expect(parsed.problems).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "truncated-line",
        path: "sessions/s1.jsonl",
        line: 4,
        message:
          "sessions/s1.jsonl:4: the last line is cut off (a process was killed while appending). It was skipped; fix the file by hand or call repair() to quarantine it.",
      },
    ]);
  });

  it("reports a bad line in the middle as invalid and keeps the events around it", () => {
    const lines = renderEventLines(events).split("\n");
    const text = `${renderSessionHeader("s1", {})}${lines[0]}\nnot json\n${lines[1]}\n`;
    const parsed = parseSessionFile("sessions/s1.jsonl", text);
    expect(parsed.events).toEqual(events);
    expect(parsed.problems.map((problem) => [problem.reason, problem.line])).toEqual([["invalid-line", 3]]);
  });
});
