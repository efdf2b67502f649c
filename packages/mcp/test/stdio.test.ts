import { PassThrough } from "node:stream";
import { createInMemoryStore } from "@engram/core";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { describe, expect, it } from "vitest";
import { serveStdio } from "../src/index.js";

describe("serveStdio", () => {
  it("answers on stdout only with JSON-RPC, and returns once stdin ends", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const written: Buffer[] = [];
    stdout.on("data", (chunk: Buffer) => written.push(chunk));
    const warnings: string[] = [];
    const serving = serveStdio({
      store: createInMemoryStore(),
      stdin,
      stdout,
      workspace: "project-test",
      pollMs: 0,
      onWarning: (message) => warnings.push(message),
    });
    const client = new Client({ name: "pipe", version: "1.0.0" });
    // The SDK's stream transport is symmetric: pointed at the other ends, it is the client's.
    await client.connect(new StdioServerTransport(stdout, stdin));
    await client.callTool({ name: "memory_store", arguments: { content: "Use pnpm." } });
    await client.callTool({ name: "memory_recall", arguments: { query: "" } });
    stdin.end();
    await serving;
    const lines = Buffer.concat(written)
      .toString("utf8")
      .split("\n")
      .filter((line) => line !== "");
    // initialize's answer, the list change memory_store causes, then the two tool answers: nothing else.
    const messages = lines.map((line) => JSON.parse(line) as { jsonrpc: string; id?: number; method?: string });
    expect(messages.map((message) => [message.jsonrpc, message.id ?? message.method])).toEqual([
      ["2.0", 0],
      ["2.0", "notifications/resources/list_changed"],
      ["2.0", 1],
      ["2.0", 2],
    ]);
    expect(warnings).toEqual([]);
  });

  it("returns when its signal aborts", async () => {
    const controller = new AbortController();
    const serving = serveStdio({ store: createInMemoryStore(), stdin: new PassThrough(), stdout: new PassThrough(), signal: controller.signal, pollMs: 0 });
    controller.abort();
    await expect(serving).resolves.toBeUndefined();
  });
});
