import { describe, expect, it } from "vitest";
import { copiedPath } from "../src/conflicted-copies.js";

describe("copiedPath", () => {
  it("names the original of each sync tool's copy", () => {
    expect(copiedPath("entries/global/k (conflicted copy 2026-01-02).md")).toBe("entries/global/k.md");
    expect(copiedPath("entries/global/k (Ann's Conflicted Copy).md")).toBe("entries/global/k.md");
    expect(copiedPath("sessions/s1.sync-conflict-20260102-123456-ABCDEF.jsonl")).toBe("sessions/s1.jsonl");
    expect(copiedPath("daily/2026-05-01 2.md")).toBe("daily/2026-05-01.md");
    expect(copiedPath("sessions/s1 (1).jsonl")).toBe("sessions/s1.jsonl");
    expect([copiedPath("entries/global/fact-kafka-runs-1xkx.md"), copiedPath("a.b/name"), copiedPath("x/.hidden (1)"), copiedPath(" (1).md")]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
