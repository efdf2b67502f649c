import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
import { mainScript, type EngramRun } from "./run-engram.js";

/** Two Claude Code session ids. */
export const sessionA = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
export const sessionB = "0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5";

/** The workspace scope the hooks give a project directory. */
export const workspaceOf = (dir: string): string => `project-${createHash("sha256").update(dir).digest("hex").slice(0, 12)}`;

/** Transcript lines as a file holds them, each ending in a newline. */
export const lines = (items: readonly string[]): string => items.map((line) => `${line}\n`).join("");

/** A hook's JSON input. */
export const hookInput = (event: string, sessionId: string, fields: Record<string, unknown>): string =>
  JSON.stringify({ session_id: sessionId, hook_event_name: event, ...fields });

/** The lines of the hooks' log in `home`'s Engram home (none when there is no log). */
export const hookLogOf = (home: string): string[] => {
  const file = path.join(home, ".engram", "logs", "hooks.log");
  return existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n") : [];
};

/** A home with Claude Code's projects directory and a project directory beside it. */
export async function claudeCodeSetup(root: string, name = "repo") {
  const base = await realpath(root);
  const home = path.join(base, "home");
  const project = path.join(base, "work", name);
  await mkdir(project, { recursive: true });
  const projects = path.join(home, ".claude", "projects", project.replace(/[^A-Za-z0-9]/g, "-"));
  await mkdir(projects, { recursive: true });
  return { home, project, transcriptOf: (sessionId: string) => path.join(projects, `${sessionId}.jsonl`) };
}

/**
 * `engram hooks run <event>` as Claude Code runs it: in the project directory, the hook JSON on stdin,
 * with only PATH and HOME from outside (no CLAUDE_* variable of the machine running the tests leaks in).
 */
export function runHook(
  args: readonly string[],
  options: {
    cwd: string;
    home: string;
    input: string;
    env?: Record<string, string>;
    keepStdinOpen?: boolean;
    /** The command line exactly as `engram hooks install` writes it: no budget added. */
    exactArgs?: boolean;
    /** Written this long after the input (a pipe that delivers late), before the pipe is held or closed. */
    later?: { readonly afterMs: number; readonly text: string };
    /** The CLI's main script (default: this package's built one). */
    main?: string;
  },
): Promise<EngramRun & { stdinOpenAtExit?: boolean }> {
  return new Promise((resolve, reject) => {
    // A budget far past the 5 s default unless the test sets one: the budget is wall-clock time, which a
    // loaded 2-core machine spends on starting Node before the hook has done anything.
    const budget = args.includes("--timeout-ms") || options.exactArgs ? [] : ["--timeout-ms", "300000"];
    const child = spawn(process.execPath, [options.main ?? mainScript, "hooks", "run", ...args, ...budget], {
      cwd: options.cwd,
      env: { PATH: process.env["PATH"] ?? "", HOME: options.home, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    // The hook may stop reading early (input over its limit): a broken pipe is its answer, not a test failure.
    child.stdin.on("error", () => {});
    if (options.later !== undefined) {
      const { afterMs, text } = options.later;
      child.stdin.write(options.input);
      setTimeout(() => {
        if (options.keepStdinOpen) child.stdin.write(text);
        else child.stdin.end(text);
      }, afterMs);
      options = { ...options, input: "" };
    }
    if (!options.keepStdinOpen) {
      child.once("close", (code) => resolve({ code, stdout, stderr }));
      if (options.later === undefined) child.stdin.end(options.input);
      return;
    }
    // As Claude Code has been seen to: the JSON written, the pipe never closed. Closed here only once the hook has exited.
    let exitCode: number | null = null;
    let stdinOpenAtExit = false;
    child.once("exit", (code) => {
      exitCode = code;
      stdinOpenAtExit = !child.stdin.writableEnded;
      child.stdin.destroy();
    });
    child.once("close", () => resolve({ code: exitCode, stdout, stderr, stdinOpenAtExit }));
    child.stdin.write(options.input);
  });
}

/** Transcript lines in Claude Code's shape, dated a few minutes before now (the hooks run on the real clock). */
export class ClaudeTranscript {
  #minute = 0;
  #parent: string | null = null;
  readonly #start: number;

  /** `start`: the time the lines are dated from (default: half an hour ago). */
  constructor(
    readonly sessionId: string,
    readonly cwd: string,
    start: number = Date.now() - 30 * 60_000,
  ) {
    this.#start = start;
  }

  #line(type: string, uuid: string, message: unknown, extra: Record<string, unknown> = {}): string {
    this.#minute += 1;
    const line = {
      parentUuid: this.#parent,
      isSidechain: false,
      userType: "external",
      cwd: this.cwd,
      sessionId: this.sessionId,
      version: "2.1.0",
      type,
      uuid,
      timestamp: new Date(this.#start + this.#minute * 60_000).toISOString(),
      message,
      ...extra,
    };
    this.#parent = uuid;
    return JSON.stringify(line);
  }

  user(uuid: string, text: string): string {
    return this.#line("user", uuid, { role: "user", content: text });
  }

  assistant(uuid: string, text: string): string {
    return this.#line("assistant", uuid, {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "…", signature: "s" },
        { type: "text", text },
      ],
    });
  }

  toolUse(uuid: string, id: string, name: string, input: Record<string, unknown>): string {
    return this.#line("assistant", uuid, { role: "assistant", content: [{ type: "tool_use", id, name, input }] });
  }

  toolResult(uuid: string, id: string, output: string): string {
    return this.#line("user", uuid, { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: output }] });
  }

  /** Claude Code's compaction: the boundary, then its summary as a user line. */
  compaction(boundary: string, summary: string): string[] {
    this.#minute += 1;
    const at = new Date(this.#start + this.#minute * 60_000).toISOString();
    const first = JSON.stringify({
      type: "system",
      subtype: "compact_boundary",
      uuid: boundary,
      parentUuid: null,
      logicalParentUuid: this.#parent,
      sessionId: this.sessionId,
      timestamp: at,
      content: "Conversation compacted",
      compactMetadata: { trigger: "auto", preTokens: 160_000 },
    });
    this.#parent = boundary;
    return [
      first,
      this.#line(
        "user",
        summary,
        { role: "user", content: "This session is being continued from a previous conversation. Summary: pnpm, Vitest." },
        { isCompactSummary: true },
      ),
    ];
  }
}
