import { describe, expect, it } from "vitest";
import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import { toBaseMessages, toMessageDrafts } from "../src/index.js";

describe("message conversion", () => {
  it("converts content blocks, tool calls and tool results to Engram parts", () => {
    const drafts = toMessageDrafts([
      new SystemMessage("Be brief."),
      new HumanMessage({
        id: "h1",
        content: [
          { type: "text", text: "What is in these?" },
          { type: "image_url", image_url: { url: "https://example.com/a.png" } },
          { type: "image", url: "https://example.com/b.jpg", mimeType: "image/jpeg" },
          { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
        ],
      }),
      new AIMessage({ content: "Looking.", tool_calls: [{ id: "c1", name: "describe", args: { n: 2 }, type: "tool_call" }] }),
      new ToolMessage({
        content: [
          { type: "text", text: "two " },
          { type: "text", text: "images" },
        ],
        tool_call_id: "c1",
        status: "error",
      }),
    ]);
    expect(drafts).toEqual([
      { role: "system", parts: [{ type: "text", text: "Be brief." }] },
      {
        id: "h1",
        role: "user",
        parts: [
          { type: "text", text: "What is in these?" },
          { type: "file", uri: "https://example.com/a.png", mediaType: "image/*" },
          { type: "file", uri: "https://example.com/b.jpg", mediaType: "image/jpeg" },
          { type: "text", text: "[image (image/png) sent inline; not archived]" },
        ],
      },
      {
        role: "assistant",
        parts: [
          { type: "text", text: "Looking." },
          { type: "tool-call", toolCallId: "c1", toolName: "describe", input: { n: 2 } },
        ],
      },
      { role: "tool", parts: [{ type: "tool-result", toolCallId: "c1", toolName: "describe", output: "two images", isError: true }] },
    ]);
  });

  it("rebuilds LangChain messages from archived ones", () => {
    const at = "2026-01-01T00:00:00Z";
    const [ai] = toBaseMessages({
      id: "a1",
      role: "assistant",
      createdAt: at,
      parts: [{ type: "tool-call", toolCallId: "c1", toolName: "grep", input: { q: "x" } }],
    });
    expect((ai as AIMessage).tool_calls).toEqual([{ id: "c1", name: "grep", args: { q: "x" }, type: "tool_call" }]);
    const results = toBaseMessages({
      id: "t1",
      role: "tool",
      createdAt: at,
      parts: [
        { type: "tool-result", toolCallId: "c1", toolName: "grep", output: { hits: 1 } },
        { type: "tool-result", toolCallId: "c2", toolName: "grep", output: "none", isError: true },
      ],
    }) as ToolMessage[];
    expect(results.map((m) => [m.id, m.tool_call_id, m.name, m.content, m.status])).toEqual([
      ["t1", "c1", "grep", '{"hits":1}', "success"],
      ["t1-1", "c2", "grep", "none", "error"],
    ]);
    const [user] = toBaseMessages({
      id: "u1",
      role: "user",
      createdAt: at,
      parts: [
        { type: "text", text: "see" },
        { type: "file", uri: "s3://b/c.pdf", mediaType: "application/pdf" },
      ],
    });
    expect(user!.content).toEqual([
      { type: "text", text: "see" },
      { type: "file", url: "s3://b/c.pdf", mimeType: "application/pdf" },
    ]);
  });
});
