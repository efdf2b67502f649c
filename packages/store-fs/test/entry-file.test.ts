import { describe, expect, it } from "vitest";
import { parseMarkdownRecord, renderMarkdownRecord } from "../src/entry-file.js";
import { entryRecord } from "./fixtures.js";

describe("entry files", () => {
  it("writes every field but the content as YAML frontmatter and the content as the body", () => {
    const text = renderMarkdownRecord(entryRecord({ vector: [0.25, -1, 3e-7] }));
    expect(text).toBe(
      [
        "---",
        "kind: entry",
        "id: e1",
        "key: testing-framework",
        "type: feedback",
        "scope:",
        "  workspace: acme",
        "tags: [ testing, pytest ]",
        "importance: 0.8",
        "confidence: 0.9",
        "source: manual",
        "pinned: false",
        "provenance:",
        "  sessionId: s1",
        "  messageIds:",
        "    - m1",
        "  trust: user",
        "createdAt: 2026-05-01T10:00:00.000Z",
        "updatedAt: 2026-05-01T10:00:00.000Z",
        "useCount: 0",
        "examples: []",
        "revisions: []",
        "vector: [ 0.25, -1, 3e-7 ]",
        "---",
        "Always use pytest for testing in this project.",
        "",
      ].join("\n"),
    );
  });

  it("reads back exactly what it wrote, awkward content and revisions included", () => {
    const record = entryRecord({
      key: "123",
      content: "  leading spaces\n---\nnot frontmatter\n\ntrailing newline\n",
      tags: ["true", "null", "a: b"],
      revisions: [{ at: "2026-04-01T00:00:00.000Z", content: "old\n  indented\n" }],
      validTo: "2026-06-01T00:00:00+02:00",
    });
    const parsed = parseMarkdownRecord("entry", "entries/x/123.md", renderMarkdownRecord(record));
    expect(parsed).toEqual({ records: [record], problems: [] });
  });

  it("reports a frontmatter that is not YAML with its path and line", () => {
    const text = "---\nid: e1\nkey: [unclosed\n---\nbody\n";
    const parsed = parseMarkdownRecord("entry", "entries/global/k.md", text);
    expect(parsed.records).toEqual([]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ code: "STORE_CORRUPT", reason: "invalid-yaml", path: "entries/global/k.md", line: 3 });
  });

  it("reports a frontmatter field that fails the schema at that field's line", () => {
    const text = renderMarkdownRecord(entryRecord()).replace("importance: 0.8", "importance: 7");
    const parsed = parseMarkdownRecord("entry", "entries/workspace=acme/testing-framework.md", text);
    expect(parsed.records).toEqual([]);
    expect(parsed.problems).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "invalid-record",
        path: "entries/workspace=acme/testing-framework.md",
        line: 9,
        message:
          "entries/workspace=acme/testing-framework.md:9: not a valid entry: importance: Too big: expected number to be <=1. It was skipped; fix the file by hand or call repair() to quarantine it.",
      },
    ]);
  });

  it("reports a Markdown file without frontmatter", () => {
    const parsed = parseMarkdownRecord("note", "notes/global/todo.md", "# just notes\n");
    expect(parsed.problems.map((problem) => [problem.reason, problem.line])).toEqual([["missing-metadata", 1]]);
  });
});
