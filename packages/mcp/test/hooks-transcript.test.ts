import { fenceMemoryBlock } from "@engram/core/pipeline";
import { describe, expect, it } from "vitest";
import { convertTranscriptLine } from "../src/hooks/index.js";
import { TranscriptWriter } from "./claude-transcript.js";

const start = new Date("2026-06-01T09:00:00.000Z");
const writer = () => new TranscriptWriter("s-1", "/work/my-repo", start);
const convert = (line: string, names = new Map<string, string>()) => convertTranscriptLine(JSON.parse(line), names);

describe("a Claude Code transcript line as Engram messages", () => {
  it("makes a user line a user message and an assistant line an assistant message without its thinking", () => {
    const w = writer();
    expect(convert(w.user("u1", "We use Vitest for tests."))).toEqual({
      kind: "messages",
      messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "We use Vitest for tests." }], createdAt: "2026-06-01T09:01:00.000Z" }],
    });
    expect(convert(w.assistant("a1", "Noted."))).toEqual({
      kind: "messages",
      messages: [{ id: "a1", role: "assistant", parts: [{ type: "text", text: "Noted." }], createdAt: "2026-06-01T09:02:00.000Z" }],
    });
  });

  it("keeps a tool call with its input, and gives its result the tool's name from the call", () => {
    const w = writer();
    const names = new Map<string, string>();
    expect(convert(w.toolUse("a1", "toolu_1", "Bash", { command: "pnpm test" }), names)).toEqual({
      kind: "messages",
      messages: [
        {
          id: "a1",
          role: "assistant",
          parts: [{ type: "tool-call", toolCallId: "toolu_1", toolName: "Bash", input: { command: "pnpm test" } }],
          createdAt: "2026-06-01T09:01:00.000Z",
        },
      ],
    });
    expect(convert(w.toolResult("t1", "toolu_1", "1 failed", true), names)).toEqual({
      kind: "messages",
      messages: [
        {
          id: "t1",
          role: "tool",
          parts: [{ type: "tool-result", toolCallId: "toolu_1", toolName: "Bash", output: "1 failed", isError: true }],
          createdAt: "2026-06-01T09:02:00.000Z",
        },
      ],
    });
    // A result whose call this process never saw still converts.
    const orphan = convert(w.toolResult("t2", "toolu_9", "ok"), new Map());
    expect(orphan.kind === "messages" && orphan.messages[0]!.parts[0]).toEqual({
      type: "tool-result",
      toolCallId: "toolu_9",
      toolName: "unknown",
      output: "ok",
    });
  });

  it("splits a user line holding results and text into a tool message and a user message", () => {
    const line = JSON.stringify({
      type: "user",
      uuid: "u5",
      timestamp: "2026-06-01T09:05:00.000Z",
      message: {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_1", content: "done" },
          { type: "text", text: "Stop there, we never deploy on Fridays." },
        ],
      },
    });
    const converted = convert(line, new Map([["toolu_1", "Bash"]]));
    expect(converted.kind === "messages" && converted.messages.map((message) => [message.id, message.role])).toEqual([
      ["u5", "tool"],
      ["u5:text", "user"],
    ]);
  });

  it("leaves out subagent, meta and compaction-summary lines, slash-command records and injected memory, and lines that are not conversation", () => {
    const w = writer();
    const user = (extra: Record<string, unknown>, content: unknown = "hello there") =>
      JSON.stringify({ type: "user", uuid: "x1", timestamp: "2026-06-01T09:00:00Z", message: { role: "user", content }, ...extra });
    expect(convert(user({ isSidechain: true }))).toEqual({ kind: "skipped" });
    expect(convert(user({ isMeta: true }))).toEqual({ kind: "skipped" });
    expect(convert(w.compaction("c1", "cs1", "Summary.")[1]!)).toEqual({ kind: "skipped" });
    expect(convert(w.compaction("c2", "cs2", "Summary.")[0]!)).toEqual({ kind: "skipped" });
    expect(convert(user({}, "<command-name>/compact</command-name>\n<command-message>compact</command-message>"))).toEqual({ kind: "skipped" });
    expect(convert(user({}, fenceMemoryBlock("User prefers pnpm.", { origin: "recalled" })))).toEqual({ kind: "skipped" });
    for (const line of TranscriptWriter.housekeeping("s-1")) expect(convert(line)).toEqual({ kind: "skipped" });
  });

  it("names what it does not understand", () => {
    expect(convertTranscriptLine([1, 2], new Map())).toEqual({ kind: "unknown", reason: "not a JSON object" });
    expect(convertTranscriptLine({ uuid: "x" }, new Map())).toEqual({ kind: "unknown", reason: "no type" });
    expect(convertTranscriptLine({ type: "hologram" }, new Map())).toEqual({ kind: "unknown", reason: 'an unknown line type "hologram"' });
    expect(convertTranscriptLine({ type: "user", uuid: "../../etc", timestamp: "2026-06-01T09:00:00Z", message: { content: "x" } }, new Map())).toEqual({
      kind: "unknown",
      reason: "a user line invalid at uuid: an id of letters, digits, '.', ':', '-' and '_'",
    });
    expect(convertTranscriptLine({ type: "assistant", uuid: "a", timestamp: "yesterday", message: { content: "x" } }, new Map())).toMatchObject({
      kind: "unknown",
      reason: expect.stringMatching(/^an assistant line invalid at timestamp: /),
    });
  });
});
