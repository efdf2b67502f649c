import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * Lines of a Claude Code transcript as Claude Code writes them (`~/.claude/projects/<dir>/<session>.jsonl`):
 * user and assistant lines with `uuid`, `parentUuid`, `timestamp`, `sessionId`, `cwd`, and `message.content`
 * as a string or as blocks (text, thinking, tool_use, tool_result).
 */
export class TranscriptWriter {
  readonly #sessionId: string;
  readonly #cwd: string;
  readonly #start: number;
  #minute = 0;
  #parent: string | null = null;

  constructor(sessionId: string, cwd: string, start: Date) {
    this.#sessionId = sessionId;
    this.#cwd = cwd;
    this.#start = start.getTime();
  }

  #base(type: string, uuid: string): Record<string, unknown> {
    this.#minute += 1;
    const line = {
      parentUuid: this.#parent,
      isSidechain: false,
      userType: "external",
      cwd: this.#cwd,
      sessionId: this.#sessionId,
      version: "2.1.0",
      gitBranch: "main",
      type,
      uuid,
      timestamp: new Date(this.#start + this.#minute * 60_000).toISOString(),
    };
    this.#parent = uuid;
    return line;
  }

  user(uuid: string, text: string): string {
    return JSON.stringify({ ...this.#base("user", uuid), message: { role: "user", content: text } });
  }

  assistant(uuid: string, text: string): string {
    return JSON.stringify({
      ...this.#base("assistant", uuid),
      requestId: `req_${uuid}`,
      message: {
        id: `msg_${uuid}`,
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [
          { type: "thinking", thinking: "Let me think about this.", signature: "sig" },
          { type: "text", text },
        ],
        stop_reason: "end_turn",
        usage: { input_tokens: 10, output_tokens: 5 },
      },
    });
  }

  toolUse(uuid: string, id: string, name: string, input: Record<string, unknown>): string {
    return JSON.stringify({
      ...this.#base("assistant", uuid),
      message: { id: `msg_${uuid}`, role: "assistant", content: [{ type: "tool_use", id, name, input }], stop_reason: "tool_use" },
    });
  }

  toolResult(uuid: string, id: string, output: string, isError = false): string {
    return JSON.stringify({
      ...this.#base("user", uuid),
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: [{ type: "text", text: output }], is_error: isError }] },
      toolUseResult: { stdout: output, stderr: "", interrupted: false },
    });
  }

  /** A user line with this content and extra fields (`isMeta`, ...), as Claude Code writes its own records into the user stream. */
  userLine(uuid: string, content: unknown, extra: Record<string, unknown> = {}): string {
    return JSON.stringify({ ...this.#base("user", uuid), ...extra, message: { role: "user", content } });
  }

  /**
   * A slash command as Claude Code records it: the command record (a user line of tags), then, for a
   * command that prompts the model, its expansion as an `isMeta` user line.
   */
  slashCommand(uuid: string, name: string, args: string, expansion?: string): string[] {
    const record = this.userLine(
      uuid,
      `<command-message>${name} is running…</command-message>\n<command-name>/${name}</command-name>\n<command-args>${args}</command-args>`,
    );
    if (expansion === undefined) return [record];
    return [record, this.userLine(`${uuid}-expansion`, [{ type: "text", text: `${expansion}\n\nARGUMENTS: ${args}` }], { isMeta: true })];
  }

  /** A built-in command Claude Code runs itself: the record, then its output. */
  localCommand(uuid: string, name: string, output: string): string[] {
    return [
      this.userLine(
        uuid,
        `<command-name>/${name}</command-name>\n            <command-message>${name}</command-message>\n            <command-args></command-args>`,
      ),
      this.userLine(`${uuid}-output`, `<local-command-stdout>${output}</local-command-stdout>`),
    ];
  }

  /** A shell command the person ran in bash mode (`!command`): the command's line, then its output's. */
  bashMode(uuid: string, command: string, stdout: string, stderr = ""): string[] {
    return [
      this.userLine(uuid, `<bash-input>${command}</bash-input>`),
      this.userLine(`${uuid}-output`, `<bash-stdout>${stdout}</bash-stdout><bash-stderr>${stderr}</bash-stderr>`),
    ];
  }

  /** The notice Claude Code writes as a user line when a background task ends. */
  taskNotification(uuid: string, taskId: string, summary: string): string {
    const output = `/tmp/claude-1000/tasks/${taskId}.output`;
    return this.userLine(
      uuid,
      `<task-notification>\n<task-id>${taskId}</task-id>\n<output-file>${output}</output-file>\n<status>completed</status>\n<summary>${summary}</summary>\n</task-notification>\nRead the output file to retrieve the result: ${output}`,
    );
  }

  /** The marker an interrupt leaves: of a reply, or (after the refused tool result) of a tool call. */
  interrupt(uuid: string, forToolUse = false): string {
    return this.userLine(uuid, [{ type: "text", text: forToolUse ? "[Request interrupted by user for tool use]" : "[Request interrupted by user]" }]);
  }

  /** The boundary line and the summary line Claude Code writes when it compacts the conversation. */
  compaction(boundary: string, summary: string, text: string): string[] {
    const logicalParent = this.#parent;
    this.#parent = null;
    const line = { ...this.#base("system", boundary), subtype: "compact_boundary", content: "Conversation compacted", isMeta: false, level: "info" };
    const boundaryLine = JSON.stringify({ ...line, logicalParentUuid: logicalParent, compactMetadata: { trigger: "auto", preTokens: 155_000 } });
    const summaryLine = JSON.stringify({
      ...this.#base("user", summary),
      isCompactSummary: true,
      isVisibleInTranscriptOnly: true,
      message: { role: "user", content: `This session is being continued from a previous conversation that ran out of context. ${text}` },
    });
    return [boundaryLine, summaryLine];
  }

  /** Lines Claude Code writes that are not conversation. */
  static housekeeping(sessionId: string): string[] {
    return [
      JSON.stringify({ type: "summary", summary: "Setting up the project", leafUuid: "x" }),
      JSON.stringify({ type: "file-history-snapshot", messageId: "m", snapshot: { trackedFileBackups: {} }, isSnapshotUpdate: false }),
      JSON.stringify({ type: "queue-operation", operation: "dequeue", timestamp: "2026-06-01T08:59:00.000Z", sessionId }),
    ];
  }
}

/** A fresh home with Claude Code's projects directory, and the project directory the session runs in; removed after each test. */
export function useClaudeHome(): () => Promise<{ home: string; project: string; transcriptOf(sessionId: string): string }> {
  const created: string[] = [];
  afterEach(async () => {
    await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const root = await realpath(await mkdtemp(path.join(tmpdir(), "engram-hooks-")));
    created.push(root);
    const home = path.join(root, "home");
    const project = path.join(root, "work", "my-repo");
    await mkdir(project, { recursive: true });
    const projects = path.join(home, ".claude", "projects", project.replace(/[^A-Za-z0-9]/g, "-"));
    await mkdir(projects, { recursive: true });
    return { home, project, transcriptOf: (sessionId) => path.join(projects, `${sessionId}.jsonl`) };
  };
}

export async function writeLines(file: string, lines: readonly string[], options: { append?: boolean } = {}): Promise<void> {
  await writeFile(file, lines.map((line) => `${line}\n`).join(""), { flag: options.append ? "a" : "w" });
}

/**
 * The hooks' time budget in tests that are not about the budget: the default 5 s is wall-clock time,
 * which a loaded 2-core machine spends before a hook is done (a hook that ran out answers ok: false).
 */
export const testHookBudgetMs = 300_000;
