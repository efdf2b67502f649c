import { describe, expect, it } from "vitest";
import { renderMemoryIndex, truncateIndexContent, type EntryRecord } from "./core-internals.js";

const at = "2026-03-01T09:00:00.000Z";

function entry(key: string, content: string, fields: Partial<EntryRecord> = {}): EntryRecord {
  return {
    kind: "entry",
    id: key,
    scope: { workspace: "acme" },
    key,
    content,
    type: "fact",
    importance: 0.5,
    confidence: 0.8,
    source: "manual",
    provenance: { messageIds: [], trust: "user" },
    pinned: false,
    tags: [],
    useCount: 0,
    examples: [],
    revisions: [],
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

const bytes = (text: string): number => Buffer.byteLength(text);
const lineCount = (text: string): number => text.split("\n").length - 1;

describe("renderMemoryIndex", () => {
  it("groups by type in schema order, pinned first, then importance, then recency, one short line per entry", () => {
    const { content, truncated } = renderMemoryIndex([
      entry("db", "Database is Postgres 16", { importance: 0.9 }),
      entry("editor", "Ana prefers Vim", { type: "preference", importance: 0.7 }),
      entry("api-port", "API runs on port 3000", { pinned: true }),
      entry("orm", "Chose Drizzle\nover Prisma", { type: "decision", importance: 0.8 }),
      entry("queue", "Jobs go through SQS", { importance: 0.9, lastUsedAt: "2026-03-05T00:00:00.000Z" }),
    ]);
    expect(truncated).toBeUndefined();
    expect(content).toBe(
      [
        "# Memory",
        "",
        "## Facts",
        "",
        "- **api-port** (pinned): API runs on port 3000",
        "- **queue**: Jobs go through SQS",
        "- **db**: Database is Postgres 16",
        "",
        "## Decisions",
        "",
        "- **orm**: Chose Drizzle over Prisma",
        "",
        "## Preferences",
        "",
        "- **editor**: Ana prefers Vim",
        "",
      ].join("\n"),
    );
  });

  it("says so when there is nothing to index, and clips long content to one line", () => {
    expect(renderMemoryIndex([]).content).toBe("# Memory\n\nNo long-term entries yet.\n");
    const long = renderMemoryIndex([entry("long", "word ".repeat(100))]).content;
    expect(long.split("\n")[4]).toBe(`- **long**: ${"word ".repeat(29)}word…`);
  });

  it("cuts at the line limit with a note naming it, the note included in the limit", () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(`k${i}`, `fact number ${i}`, { importance: 1 - i / 20 }));
    const { content, truncated } = renderMemoryIndex(entries, { maxLines: 8 });
    expect(truncated).toBe("lines");
    expect(content).toBe(
      [
        "# Memory",
        "",
        "## Facts",
        "",
        "- **k0**: fact number 0",
        "- **k1**: fact number 1",
        "- **k2**: fact number 2",
        "> Truncated at the 8-line limit of MEMORY.md: later entries are left out.",
        "",
      ].join("\n"),
    );
    expect(lineCount(content)).toBe(8);
  });

  it("cuts at the byte limit at the last newline before it, with a note naming it", () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(`k${i}`, `fact number ${i}`, { importance: 1 - i / 20 }));
    const { content, truncated } = renderMemoryIndex(entries, { maxBytes: 200 });
    expect(truncated).toBe("bytes");
    expect(content).toBe(
      [
        "# Memory",
        "",
        "## Facts",
        "",
        "- **k0**: fact number 0",
        "- **k1**: fact number 1",
        "- **k2**: fact number 2",
        "- **k3**: fact number 3",
        "> Truncated at the 200-byte limit of MEMORY.md: later entries are left out.",
        "",
      ].join("\n"),
    );
    expect(bytes(content)).toBeLessThanOrEqual(200);
  });

  it("counts bytes, not characters, and never splits a multi-byte character", () => {
    const cities = ["東京", "大阪", "京都", "札幌", "神戸", "福岡"];
    const text = ["# Memory", "", ...cities.map((city) => `- Zürich café ☕ naïve ${city}`), ""].join("\n");
    // Each city line is 34 bytes but 23 characters; the 160-byte cap falls inside the third one.
    const { content, truncated } = truncateIndexContent(text, { maxBytes: 160 });
    expect(truncated).toBe("bytes");
    expect(content).toBe(
      "# Memory\n\n- Zürich café ☕ naïve 東京\n- Zürich café ☕ naïve 大阪\n" +
        "> Truncated at the 160-byte limit of MEMORY.md: later entries are left out.\n",
    );
    expect(bytes(content)).toBe(154);
    expect(content).not.toContain("\uFFFD");
  });

  it("applies lines first, then bytes, and names the limit that cut last", () => {
    const text = Array.from({ length: 12 }, (_, i) => `line ${i} ${"é".repeat(20)}`).join("\n");
    const { content, truncated } = truncateIndexContent(text, { maxLines: 10, maxBytes: 180 });
    expect(truncated).toBe("bytes");
    expect(content).toBe(`line 0 ${"é".repeat(20)}\nline 1 ${"é".repeat(20)}\n> Truncated at the 180-byte limit of MEMORY.md: later entries are left out.\n`);
    expect(bytes(content)).toBe(172);
    expect(lineCount(content)).toBe(3);
  });

  it("leaves content within both limits unchanged (adding the final newline)", () => {
    expect(truncateIndexContent("# Memory\n- a")).toEqual({ content: "# Memory\n- a\n" });
  });

  it("rejects limits too small for the note", () => {
    expect(() => truncateIndexContent("x", { maxLines: 1 })).toThrow(/maxLines/);
    expect(() => truncateIndexContent("x", { maxBytes: 20 })).toThrow(/maxBytes/);
  });
});
