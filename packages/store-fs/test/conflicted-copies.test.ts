import { describe, expect, it } from "vitest";
import { copiedPath, suffixedOriginal } from "../src/conflicted-copies.js";

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

  it("gives the suffixes' answer for any path: the names it skips hold neither a space nor .sync-conflict-", () => {
    // Names a person's tools can make too: a lone surrogate, a NUL, a tab and an ideographic space (neither is " "), a newline.
    const parts = [
      "k",
      "s1",
      "2026-05-01",
      ".hidden",
      "",
      "a.b",
      "x y",
      "fact-kafka-runs-1xkx",
      "Ann's Conflicted Copy",
      "sync-conflict",
      "\ud800",
      "a\u0000b",
      "x\ty",
      "日本\u3000語",
      "a\nb",
    ];
    const suffixes = [
      "",
      " 2",
      " (1)",
      " (conflicted copy 2026-01-02)",
      " (CONFLICTED COPY)",
      ".sync-conflict-20260102-123456",
      ".sync-conflict-20260102-123456-ABCDEF",
      ".Sync-Conflict-20260102-123456",
      " ",
      "(1)",
      "2",
      " (x)",
    ];
    const extensions = ["", ".md", ".jsonl", ".json", "."];
    const directories = ["", "entries/global/", "a.b/", "dir with space/", "sessions/.sync-conflict-20260102-123456/"];
    let copies = 0;
    let compared = 0;
    for (const directory of directories) {
      for (const part of parts) {
        for (const suffix of suffixes) {
          for (const extension of extensions) {
            const path = `${directory}${part}${suffix}${extension}`;
            const original = suffixedOriginal(path);
            expect(copiedPath(path), path).toBe(original);
            if (original !== undefined) copies += 1;
            compared += 1;
          }
        }
      }
    }
    // The corpus holds copies of every kind and names that are none.
    expect(compared).toBe(4_500);
    expect(copies).toBe(1_560);
  });
});
