import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { openSqliteStore } from "@engram/store-sqlite";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/run-cli.js";
import { ClaudeTranscript, claudeCodeSetup } from "./helpers/claude-code.js";
import { runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";

/** A sentence of the transcript: the prompt the model is given must quote it. */
const userSentence = "We deploy from main only, never from branches.";
const answer = {
  facts: [{ content: "The team deploys from main only.", type: "convention", importance: 0.8, confidence: 0.9, source: "user", messageIds: ["u1"], tags: [] }],
};
/**
 * A fake model's CLI: notes each run in the file its argument names, reads the prompt, and answers one
 * fact it attributes to the user's first message only when the prompt quotes that message; otherwise
 * it prints nothing and exits 1.
 */
const fakeModel = `const fs=require("node:fs");let p="";process.stdin.on("data",d=>p+=d).on("end",()=>{fs.appendFileSync(process.argv[2],"ran\\n");if(!p.includes(${JSON.stringify(userSentence)}))process.exit(1);process.stdout.write(${JSON.stringify(JSON.stringify(answer))})})`;

async function setup(complete: unknown) {
  const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
  const model = path.join(project, "fake-model.cjs");
  const runs = path.join(project, "model-runs.log");
  await writeFile(model, fakeModel);
  await writeFile(
    path.join(project, "engram.config.json"),
    JSON.stringify({ hooks: { complete: complete === "model" ? [process.execPath, model, runs] : complete, completeTimeoutMs: 60_000 } }),
  );
  const t = new ClaudeTranscript(sessionId, project);
  await writeFile(transcriptOf(sessionId), `${[t.user("u1", userSentence), t.assistant("a1", "Understood.")].join("\n")}\n`);
  const env = { PATH: process.env["PATH"] ?? "", HOME: home };
  const jobs: { args: readonly string[]; cwd: string }[] = [];
  const hook = async (event: string, fields: Record<string, unknown> = {}) => {
    const stdout: string[] = [];
    const input = { session_id: sessionId, transcript_path: transcriptOf(sessionId), cwd: project, hook_event_name: event, ...fields };
    const code = await runCli(["hooks", "run", event, "--timeout-ms", "300000"], {
      stdout: { write: (text: string) => stdout.push(text) },
      stderr: { write: () => true },
      stdin: Readable.from([JSON.stringify(input)]),
      cwd: project,
      env,
      startBackgroundJob: (args, options) => jobs.push({ args, cwd: options.cwd }),
    });
    return { code, stdout: stdout.join("") };
  };
  const stop = () => hook("Stop");
  /** The model's runs so far (one line each). */
  const modelRuns = (): string[] => (existsSync(runs) ? readFileSync(runs, "utf8").trimEnd().split("\n") : []);
  const log = (): string[] => {
    const file = path.join(home, ".engram", "logs", "hooks.log");
    return existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n") : [];
  };
  const facts = async (): Promise<string[]> => {
    const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
    try {
      return (await store.query({ kind: "daily" })).records.map((record) => record.content);
    } finally {
      await store.close();
    }
  };
  return { home, project, env, jobs, hook, stop, log, facts, modelRuns };
}

describe("hooks.complete in engram.config.json", () => {
  it("Stop archives, answers, and starts `engram hooks extract <session>`, which extracts with the model once", { timeout: 180_000 }, async () => {
    const s = await setup("model");
    expect(await s.stop()).toEqual({ code: 0, stdout: "" });
    expect(s.jobs).toEqual([{ args: ["hooks", "extract", sessionId], cwd: s.project }]);
    // Nothing extracted in the hook: the offline rules would have kept the user's sentence.
    expect(await s.facts()).toEqual([]);
    const job = await runEngram(s.jobs[0]!.args, { cwd: s.project, env: s.env });
    expect(job).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await s.facts()).toEqual(["The team deploys from main only."]);
    // The model ran once, and answered: its prompt quoted the user's message.
    expect(s.modelRuns()).toEqual(["ran"]);
    // A second job finds nothing left.
    expect(await runEngram(s.jobs[0]!.args, { cwd: s.project, env: s.env })).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await s.facts()).toEqual(["The team deploys from main only."]);
    expect(s.modelRuns()).toEqual(["ran"]);
    expect(s.log()).toEqual([]);
  });

  it("SessionStart and UserPromptSubmit never start the hooks.complete command, on an empty store or one with facts", { timeout: 180_000 }, async () => {
    const s = await setup("model");
    const quiet = { code: 0, stdout: "" };
    expect(await s.hook("SessionStart", { source: "startup" })).toEqual(quiet);
    expect(await s.hook("UserPromptSubmit", { prompt: "Which branch do we deploy from?" })).toEqual(quiet);
    expect(await s.stop()).toEqual(quiet);
    expect(s.modelRuns()).toEqual([]);
    // The job Stop started runs the model (so the runs file would show a hook's run too).
    expect(await runEngram(s.jobs[0]!.args, { cwd: s.project, env: s.env })).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(s.modelRuns()).toEqual(["ran"]);

    const next = "0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5";
    const started = await s.hook("SessionStart", { session_id: next, source: "startup" });
    expect(started.code).toBe(0);
    expect(started.stdout).toContain("The team deploys from main only.");
    const prompted = await s.hook("UserPromptSubmit", { session_id: next, prompt: "Which branch do we deploy from?" });
    expect(prompted.code).toBe(0);
    expect(prompted.stdout).toContain("The team deploys from main only.");
    expect(s.modelRuns()).toEqual(["ran"]);
    expect(s.jobs).toEqual([{ args: ["hooks", "extract", sessionId], cwd: s.project }]);
    expect(s.log()).toEqual([]);
  });

  it("takes a string of plain words, and refuses one a shell would read, logging how to write it", { timeout: 180_000 }, async () => {
    const s = await setup(`claude -p "$(cat /etc/passwd)"`);
    expect(await s.stop()).toEqual({ code: 0, stdout: "" });
    expect(s.jobs).toEqual([]);
    expect(s.log()).toHaveLength(1);
    expect(s.log()[0]).toContain('hooks.complete "claude -p "$(cat /etc/passwd)"" holds a quote or a shell character, and is run without a shell');
  });

  it("refuses an `engram hooks extract` argument that is not a Claude Code session id, before reading the config or opening a store", {
    timeout: 180_000,
  }, async () => {
    const s = await setup("model");
    const hostile = ["../../etc/passwd", "a b", "x".repeat(129), "\ud800abc", "workspace=acme,user=ann", "id;rm -rf ~", "_leading"];
    for (const id of hostile) {
      const stderr: string[] = [];
      const code = await runCli(["hooks", "extract", id], {
        stdout: { write: () => true },
        stderr: { write: (text: string) => stderr.push(text) },
        stdin: Readable.from([]),
        cwd: s.project,
        env: s.env,
      });
      expect([code, stderr.join("")]).toEqual([0, ""]);
    }
    expect(s.log()).toHaveLength(hostile.length);
    for (const line of s.log()) expect(line).toContain("refused: not a Claude Code session id");
    expect(existsSync(path.join(s.home, ".engram", "memory.db"))).toBe(false);
  });
});
