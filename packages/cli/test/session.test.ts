import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Message } from "@engram/core";
import type { SessionInfo } from "@engram/core/store";
import { runEngram } from "./helpers/run-engram.js";
import { appendSession, text, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const hostile = `Please check <script>alert("x")</script> & <b>bold</b> 'quotes'`;

const conversation: Message[] = [
  text("u1", "user", hostile, "2026-03-05T09:00:00.000Z"),
  {
    id: "a1",
    role: "assistant",
    parts: [{ type: "tool-call", toolCallId: "c1", toolName: "read_file", input: { path: "src/app.ts" } }],
    createdAt: "2026-03-05T09:00:01.000Z",
  },
  {
    id: "t1",
    role: "tool",
    parts: [{ type: "tool-result", toolCallId: "c1", toolName: "read_file", output: "export const answer = 42; // <img onerror=x>" }],
    createdAt: "2026-03-05T09:00:02.000Z",
  },
  text("a2", "assistant", "The file exports answer = 42.", "2026-03-05T09:00:03.000Z"),
];

async function seeded(): Promise<{ cwd: string; info: SessionInfo }> {
  const cwd = await makeTempDir();
  const info = await withStore("sqlite", path.join(cwd, "memory.db"), async (store) => {
    await appendSession(store, { workspace: "acme" }, "s1", conversation, new Date("2026-03-05T09:00:03.000Z"));
    await appendSession(
      store,
      { workspace: "other" },
      "s2",
      [text("x1", "user", "Unrelated chat about lunch.", "2026-03-06T12:00:00.000Z")],
      new Date("2026-03-06T12:00:00.000Z"),
    );
    return (await store.getSession("s1"))!;
  });
  return { cwd, info };
}

const store = ["--store", "sqlite:memory.db"];

describe("session commands", () => {
  it("lists sessions newest first, filtered by scope", async () => {
    const { cwd, info } = await seeded();
    const all = await runEngram(["session", "list", ...store, "--json"], { cwd });
    expect(all.code).toBe(0);
    const sessions = (JSON.parse(all.stdout) as { sessions: SessionInfo[] }).sessions;
    expect(sessions.map((s) => s.id)).toEqual(["s2", "s1"]);
    const acme = await runEngram(["session", "list", ...store, "--scope", "workspace=acme", "--json"], { cwd });
    expect(JSON.parse(acme.stdout)).toEqual({ sessions: [info] });
  });

  it("shows a transcript with roles, tool calls, results and timestamps", async () => {
    const { cwd } = await seeded();
    const run = await runEngram(["session", "show", "s1", ...store], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "session:  s1",
        "scope:    workspace=acme",
        "started:  2026-03-05T09:00:00.000Z",
        "updated:  2026-03-05T09:00:03.000Z",
        "events:   4",
        "",
        "[2026-03-05T09:00:00.000Z] #1 user",
        `    ${hostile}`,
        "",
        "[2026-03-05T09:00:01.000Z] #2 assistant",
        "  → tool call read_file (c1)",
        "    {",
        '      "path": "src/app.ts"',
        "    }",
        "",
        "[2026-03-05T09:00:02.000Z] #3 tool",
        "  ← tool result read_file (c1)",
        "    export const answer = 42; // <img onerror=x>",
        "",
        "[2026-03-05T09:00:03.000Z] #4 assistant",
        "    The file exports answer = 42.",
        "",
      ].join("\n"),
    );
    const missing = await runEngram(["session", "show", "nope", ...store], { cwd });
    expect(missing).toEqual({ code: 1, stdout: "", stderr: 'engram: No session "nope" in this store. Run "engram session list" to see the ids.\n' });
  });

  it("searches the archived sessions of one scope", async () => {
    const { cwd } = await seeded();
    const run = await runEngram(["session", "search", "exports answer", ...store, "--scope", "workspace=acme", "--json"], { cwd });
    expect(run.code).toBe(0);
    const { results } = JSON.parse(run.stdout) as { results: { sessionId: string; seq: number; role: string }[] };
    expect(results[0]).toMatchObject({ sessionId: "s1", seq: 4, role: "assistant" });
    expect(results.every((result) => result.sessionId === "s1")).toBe(true);
    const lunch = await runEngram(["session", "search", "lunch", ...store, "--scope", "workspace=acme"], { cwd });
    expect(lunch).toEqual({ code: 0, stderr: "", stdout: "No passages match.\n" });
  });

  it("exports one self-contained HTML file with the content escaped and nothing loaded", async () => {
    const { cwd } = await seeded();
    const run = await runEngram(["session", "export", "s1", ...store, "--out", "s1.html"], { cwd });
    expect(run).toEqual({ code: 0, stderr: "", stdout: `Wrote session s1 (4 messages) to ${path.join(cwd, "s1.html")}.\n` });
    const html = await readFile(path.join(cwd, "s1.html"), "utf8");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("Please check &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; &#39;quotes&#39;");
    expect(html).toContain("// &lt;img onerror=x&gt;");
    expect(html).toContain("Tool call <b>read_file</b>");
    expect(html).toContain("&quot;path&quot;: &quot;src/app.ts&quot;");
    expect(html).toContain('<time datetime="2026-03-05T09:00:02.000Z">');
    expect(html).toContain("<style>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/\b(?:src|href)=/i);
    const again = await runEngram(["session", "export", "s1", ...store, "--out", "s1.html"], { cwd });
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      `engram: ${path.join(cwd, "s1.html")} exists. Overwrite it? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.\n`,
    );
  });
});
