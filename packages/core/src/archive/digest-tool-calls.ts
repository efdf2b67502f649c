import { clipText, valueText } from "../message/message-text.js";
import { redactText } from "../redaction/redact-secrets.js";
import { sessionDigestLimits } from "./session-digest.js";

/** Tools that run a shell command (Claude Code's `Bash`, and the usual names elsewhere). */
const shellTools =
  /^(?:bash|shell|sh|zsh|powershell|terminal|local_shell|(?:run|exec|execute)(?:_(?:shell|terminal))?(?:_command)?|(?:shell|terminal)_(?:command|exec))$/i;
/** Programs that only look around: their runs say nothing about where the work stands. */
const lookAroundPrograms = new Set([
  "ls",
  "cat",
  "head",
  "tail",
  "grep",
  "rg",
  "find",
  "pwd",
  "echo",
  "wc",
  "tree",
  "which",
  "file",
  "stat",
  "less",
  "more",
  "git",
]);
/** Tools that read or search rather than change the files they name. */
const readingTools = /^(?:read|view|list|ls|glob|find|search|grep|tree|web|fetch)/i;
/** A tool that writes the agent's todo list (Claude Code's `TodoWrite`). */
const todoTools = /^todo_?write$/i;

/**
 * The command a tool call runs, as the digest shows it: the `command` (or `cmd`, or an argv array) of a
 * shell tool, its first line, redacted and clipped. Undefined for any other call, and for commands that
 * only look around (`ls`, `cat`, `grep`, every `git` command: commits are listed on their own).
 */
export function digestCommandOf(toolName: string, input: unknown): string | undefined {
  if (!shellTools.test(toolName) || typeof input !== "object" || input === null) return undefined;
  const { command, cmd } = input as { command?: unknown; cmd?: unknown };
  const given = command ?? cmd;
  const text = typeof given === "string" ? given : Array.isArray(given) && given.every((word) => typeof word === "string") ? given.join(" ") : undefined;
  if (text === undefined) return undefined;
  const lines = text.trim().split(/\r\n|[\n\r]/);
  const first = lines[0]!.trim();
  if (first === "" || lookAroundPrograms.has(programOf(first))) return undefined;
  return clipText(redactText(lines.length > 1 ? `${first} …` : first), sessionDigestLimits.commandChars);
}

/** The first program a command line runs, past `cd <dir> &&` and `NAME=value` assignments. */
function programOf(line: string): string {
  const words = line.replace(/^cd\s+\S+\s*&&\s*/, "").split(/\s+/);
  let i = 0;
  while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!)) i++;
  return (words[i] ?? "").replace(/^.*\//, "");
}

/**
 * How a shell call ended, from its result: failed when the tool reported an error or its output
 * starts with a non-zero `Exit code N` (Claude Code's form), else passed.
 */
export function commandOutcome(output: unknown, isError: boolean | undefined): { outcome: "passed" | "failed"; exitCode?: number } {
  const head = valueText(output).slice(0, 200);
  const match = /^(?:Error: )?Exit code (\d{1,3})\b/.exec(head.trimStart());
  const exitCode = match ? Number(match[1]) : undefined;
  if (isError || (exitCode !== undefined && exitCode !== 0)) return { outcome: "failed", ...(exitCode === undefined ? {} : { exitCode }) };
  return { outcome: "passed" };
}

/** Whether a call changes the files it names (an edit, a write), rather than reading or searching. */
export function touchesFiles(toolName: string, input: unknown): boolean {
  if (readingTools.test(toolName)) return false;
  // The text editor tool's `view` command reads.
  const command = typeof input === "object" && input !== null ? (input as { command?: unknown }).command : undefined;
  return command !== "view";
}

export interface TodoList {
  readonly open: { content: string; status: "pending" | "in_progress" }[];
  readonly done: number;
}

/** The todo list a `TodoWrite` call writes, its items redacted and clipped; undefined for any other call or shape. */
export function todoListOf(toolName: string, input: unknown): TodoList | undefined {
  if (!todoTools.test(toolName) || typeof input !== "object" || input === null) return undefined;
  const todos = (input as { todos?: unknown }).todos;
  if (!Array.isArray(todos)) return undefined;
  const open: TodoList["open"] = [];
  let done = 0;
  for (const todo of todos) {
    if (typeof todo !== "object" || todo === null) continue;
    const { content, status } = todo as { content?: unknown; status?: unknown };
    if (typeof content !== "string" || content.trim() === "") continue;
    if (status === "completed") done += 1;
    else if (open.length < sessionDigestLimits.todos)
      open.push({ content: clipText(redactText(content), sessionDigestLimits.todoChars), status: status === "in_progress" ? "in_progress" : "pending" });
  }
  return { open, done };
}
