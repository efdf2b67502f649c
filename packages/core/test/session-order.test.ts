import { describe, expect, it } from "vitest";
import type { SessionInfo } from "../src/store/session-events.js";
import { comparePositions } from "../src/store-kit/cursor.js";
import { inSessionOrder, sessionPosition } from "./core-internals.js";

describe("inSessionOrder", () => {
  it("orders sessions as listSessions does (newest first, then id), each time parsed once, and gives each one's position", () => {
    // 300 sessions over 40 distinct times, so many tie on time and are ordered by id; times in two notations.
    const infos: SessionInfo[] = Array.from({ length: 300 }, (_, i) => {
      const ms = Date.UTC(2025, 0, 1) + ((i * 37) % 40) * 60_000;
      const updatedAt = i % 3 === 0 ? new Date(ms).toISOString() : new Date(ms).toISOString().replace(".000Z", "Z");
      return { id: `s${(i * 7919) % 300}`, scope: {}, createdAt: updatedAt, updatedAt, eventCount: 1 };
    });
    const expected = [...infos].sort((a, b) => comparePositions("sessions", sessionPosition(a), sessionPosition(b)));
    const parsed: string[] = [];
    const parse = Date.parse;
    Date.parse = (text: string): number => {
      parsed.push(text);
      return parse(text);
    };
    let ordered: ReturnType<typeof inSessionOrder>;
    try {
      ordered = inSessionOrder(infos);
    } finally {
      Date.parse = parse;
    }
    expect(ordered.sorted.map((info) => info.id)).toEqual(expected.map((info) => info.id));
    expect(ordered.sorted[0]!.updatedAt.startsWith("2025-01-01T00:39:00")).toBe(true);
    expect(parsed.length).toBe(300);
    for (const info of infos) expect(ordered.position(info)).toEqual(sessionPosition(info));
  });
});
