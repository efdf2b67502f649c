import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { EntryView, SessionView } from "../src/web/api-types.js";
import { useInProcessPlayground } from "./web/in-process-server.js";

const playground = useInProcessPlayground("engram-web-api-");
const call = playground.call;

describe("the playground API", () => {
  it("describes the model, frameworks and stores", async () => {
    expect(await call("GET", "config")).toEqual({
      status: 200,
      json: {
        model: { offline: true, modelId: "offline", label: "Offline model: deterministic, answers only from memory" },
        userId: "you",
        frameworks: [
          { id: "ai-sdk", label: "Vercel AI SDK" },
          { id: "langchain", label: "LangChain" },
          { id: "mastra", label: "Mastra" },
        ],
        stores: [
          { kind: "fs", location: join(playground.dir, "fs") },
          { kind: "sqlite", location: join(playground.dir, "memory.db") },
        ],
        defaultStore: "fs",
        contextWindow: 4096,
      },
    });
  });

  it("rejects a chat request without a message, naming the fields", async () => {
    expect(await call("POST", "chat", { sessionId: "bad id", framework: "crewai" })).toEqual({
      status: 400,
      json: {
        error: {
          code: "INVALID_INPUT",
          message:
            "Invalid chat request: framework: pick one of the frameworks: ai-sdk, langchain, mastra; sessionId: letters, digits, '.', '_' or '-', at most 80; message: write a message.",
        },
      },
    });
  });

  it("answers malformed JSON and unknown routes with JSON errors", async () => {
    expect(await call("POST", "chat", "{not json")).toEqual({
      status: 400,
      json: { error: { code: "INVALID_JSON", message: "The request body is not JSON: send a JSON object with Content-Type: application/json." } },
    });
    expect(await call("GET", "nothing/here")).toEqual({ status: 404, json: { error: { code: "NOT_FOUND", message: "No API route GET /api/nothing/here." } } });
  });

  it("chats through a framework and returns the session with its manifest", async () => {
    const told = await call("POST", "chat", { sessionId: "monday", message: "I prefer pnpm over npm for every project." });
    expect(told.status).toBe(200);
    const asked = await call("POST", "chat", { sessionId: "tuesday", framework: "langchain", message: "Should the new service use npm or pnpm?" });
    const { reply, session } = asked.json as { reply: string; session: SessionView };
    expect(reply).toBe("From memory: User prefers pnpm over npm for every project.");
    expect(session.messages.map(({ role, text }) => ({ role, text }))).toEqual([
      { role: "user", text: "Should the new service use npm or pnpm?" },
      { role: "assistant", text: reply },
    ]);
    expect(session.manifest?.framework).toBe("langchain");
    expect(session.manifest?.budget).toEqual({ contextWindow: 4096, maxOutputTokens: 512, limit: 3328, proactiveAt: 2496, targetAt: 1664 });
    expect(session.manifest?.parts.map((part) => part.kind)).toEqual(["system", "injection", "message"]);
    // The daily item extracted from Monday's turn absorbs that turn: curated memory over raw transcript.
    expect(session.manifest?.recall.items.map((item) => [item.kind, item.text])).toEqual([["daily", "User prefers pnpm over npm for every project."]]);

    const daily = await call("GET", "daily?store=fs");
    expect((daily.json as { items: { content: string; sessionId: string }[] }).items.map(({ content, sessionId }) => ({ content, sessionId }))).toEqual([
      { content: "User prefers pnpm over npm for every project.", sessionId: "monday" },
    ]);
  });

  it("creates, pins, edits and forgets an entry", async () => {
    const created = await call("POST", "entries", { content: "We deploy on Fridays.", type: "convention", key: "deploy-day" });
    expect(created.status).toBe(201);
    const { entry } = created.json as { entry: EntryView };
    expect({ ...entry, id: "", updatedAt: "" }).toEqual({
      id: "",
      key: "deploy-day",
      content: "We deploy on Fridays.",
      type: "convention",
      pinned: false,
      importance: 0.6,
      useCount: 0,
      source: "manual",
      updatedAt: "",
      revisions: 0,
    });

    const pinned = await call("PATCH", `entries/${entry.id}`, { pinned: true });
    expect((pinned.json as { entry: EntryView }).entry).toMatchObject({ id: entry.id, pinned: true, revisions: 0 });
    const edited = await call("PATCH", `entries/${entry.id}`, { content: "We deploy on Thursdays." });
    expect((edited.json as { entry: EntryView }).entry).toMatchObject({ id: entry.id, content: "We deploy on Thursdays.", pinned: true, revisions: 1 });
    expect(await call("PATCH", `entries/${entry.id}`, {})).toEqual({
      status: 400,
      json: { error: { code: "INVALID_INPUT", message: "Invalid change: (body): send content or pinned." } },
    });

    const found = await call("GET", "entries?q=deploy");
    expect((found.json as { entries: EntryView[] }).entries.map((e) => e.content)).toEqual(["We deploy on Thursdays."]);
    const forgotten = await call("DELETE", `entries/${entry.id}`);
    expect(forgotten).toEqual({ status: 200, json: { forgotten: entry.id, entries: [entry.id], undoId: expect.stringMatching(/^f-[0-9a-f-]{36}$/) } });
    expect(await call("DELETE", `entries/${entry.id}`)).toEqual({
      status: 404,
      json: { error: { code: "NOT_FOUND", message: `There is no memory "${entry.id}" here: reload the list.` } },
    });
  });

  it("lists sessions and searches across them", async () => {
    const list = await call("GET", "sessions");
    expect(
      (list.json as { sessions: { id: string; title: string; messages: number }[] }).sessions.map(({ id, title, messages }) => ({ id, title, messages })),
    ).toEqual([
      { id: "tuesday", title: "Should the new service use npm or pnpm?", messages: 2 },
      { id: "monday", title: "I prefer pnpm over npm for every project.", messages: 2 },
    ]);
    const search = await call("GET", "sessions/search?q=prefer");
    expect((search.json as { results: { sessionId: string; role: string }[] }).results.map(({ sessionId, role }) => `${sessionId}:${role}`)).toEqual([
      "monday:user",
      "tuesday:assistant",
    ]);
  });

  it("answers the playground's own failure with a generic 500, the security headers, and one log line", async () => {
    const failure = new TypeError("Cannot read properties of undefined (reading 'scope') at /home/ann/engram/.engram/entries");
    const memory = vi.spyOn(playground.server.playground, "memory").mockRejectedValue(failure);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await fetch(new URL("api/entries", playground.server.url));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: "INTERNAL", message: "The playground failed on this request: the terminal running the server shows why." },
      });
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(logged.mock.calls).toEqual([["playground: request failed", failure]]);
    } finally {
      memory.mockRestore();
      logged.mockRestore();
    }
  });
});
