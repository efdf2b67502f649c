import { describe, expect, it } from "vitest";
import { emptyDailyDocument, parseDailyFile, renderDailyFile } from "../src/daily-file.js";
import { dailyRecord } from "./fixtures.js";

describe("daily files", () => {
  it("writes a day's items as a Markdown list, each closed by its metadata comment", () => {
    const first = dailyRecord();
    const second = dailyRecord({ id: "d2", content: "Ann prefers tabs.\nNot spaces.", type: "preference", scope: {} });
    expect(renderDailyFile(emptyDailyDocument("2026-05-01"), [first, second])).toBe(
      [
        "# 2026-05-01",
        "",
        "- Decided to use pytest.",
        '  <!-- engram: {"id":"d1","type":"decision","scope":{"user":"ann"},"tags":[],"importance":0.6,"provenance":{"messageIds":[],"trust":"user"},"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-01T10:00:00.000Z"} -->',
        "",
        "- Ann prefers tabs.",
        "  Not spaces.",
        '  <!-- engram: {"id":"d2","type":"preference","scope":{},"tags":[],"importance":0.6,"provenance":{"messageIds":[],"trust":"user"},"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-01T10:00:00.000Z"} -->',
        "",
      ].join("\n"),
    );
  });

  it("reads back exactly the items it wrote, whatever their content", () => {
    const items = [
      dailyRecord({ id: "a", content: "  indented\n\n- looks like an item\n" }),
      dailyRecord({ id: "b", content: 'closes early --> <!-- engram: {} -->\n<!-- engram: {"id":"x"} -->' }),
      dailyRecord({ id: "c", content: "-", vector: [0.5, 0.25] }),
    ];
    const text = renderDailyFile(emptyDailyDocument("2026-05-01"), items);
    const parsed = parseDailyFile("2026-05-01", "daily/2026-05-01.md", text);
    expect(parsed.records).toEqual(items);
    expect(parsed.problems).toEqual([]);
  });

  it("keeps hand-written text in place and picks up an edited item text", () => {
    const text = renderDailyFile(emptyDailyDocument("2026-05-01"), [dailyRecord()])
      .replace("# 2026-05-01", "# 2026-05-01\n\nWritten by hand.")
      .replace("- Decided to use pytest.", "- Decided to use vitest.");
    const parsed = parseDailyFile("2026-05-01", "daily/2026-05-01.md", text);
    expect(parsed.records.map((record) => record.content)).toEqual(["Decided to use vitest."]);
    const added = dailyRecord({ id: "d2", content: "Second." });
    const rewritten = renderDailyFile(parsed.document, [...parsed.records, added]);
    expect(rewritten.startsWith("# 2026-05-01\n\nWritten by hand.\n\n- Decided to use vitest.\n")).toBe(true);
    expect(parseDailyFile("2026-05-01", "daily/2026-05-01.md", rewritten).records).toEqual([...parsed.records, added]);
  });

  it("reports an item without metadata and an item whose metadata fails the schema, and loads the rest", () => {
    const good = renderDailyFile(emptyDailyDocument("2026-05-01"), [dailyRecord()]);
    const text = `${good}\n- a bullet added by hand\n\n- broken\n  <!-- engram: {"id":"d9","importance":5} -->\n`;
    const parsed = parseDailyFile("2026-05-01", "daily/2026-05-01.md", text);
    expect(parsed.records.map((record) => record.id)).toEqual(["d1"]);
    expect(parsed.problems.map((problem) => [problem.reason, problem.line])).toEqual([
      ["missing-metadata", 6],
      ["invalid-record", 9],
    ]);
    expect(renderDailyFile(parsed.document, parsed.records)).toBe(
      `${good}\n- a bullet added by hand\n\n- broken\n  <!-- engram: {"id":"d9","importance":5} -->\n`,
    );
  });
});
