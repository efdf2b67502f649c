import type { Message } from "../message/message-schema.js";
import { clipText, messageText, valueText } from "../message/message-text.js";
import { isPlausiblePath } from "../pipeline/fence.js";
import { commitsInText, isGitCommitCall } from "../pipeline/git-commits.js";
import { pathsNamedIn } from "../pipeline/thread-summary.js";
import { redactText } from "../redaction/redact-secrets.js";
import { commandOutcome, digestCommandOf, todoListOf, touchesFiles } from "./digest-tool-calls.js";
import { sessionDigestLimits as limits, type DigestCommand, type SessionDigest } from "./session-digest.js";

/** An archived message and the seq of its event. */
export interface DigestedMessage {
  readonly seq: number;
  readonly message: Message;
}

export interface DigestMessagesOptions {
  /** The project's directory: paths under it are shown relative to it. */
  readonly projectDir?: string;
}

/**
 * The digest `previous` becomes after reading `messages` (the session's next archived messages, in seq
 * order): requests (the first, then the latest), files the agent changed, shell commands with their
 * outcomes, commits git printed, the latest todo list's open items, and whether the latest request got
 * an answer. A call and its result may arrive in different updates: the call waits in `pending`. Every
 * string is redacted and clipped here; `renderSessionDigest` fences it when shown. The work is in
 * proportion to `messages`, so a hook updates a digest at the cost of what it just archived.
 */
export function digestMessages(previous: SessionDigest, messages: readonly DigestedMessage[], options: DigestMessagesOptions = {}): SessionDigest {
  const digest = structuredClone(previous);
  for (const { seq, message } of messages) {
    digest.throughSeq = Math.max(digest.throughSeq, seq);
    digest.messages += 1;
    digest.from ??= message.createdAt;
    digest.to = message.createdAt;
    if (message.role === "user") addRequest(digest, messageText(message));
    else if (message.role === "assistant" && messageText(message).trim() !== "") digest.lastRequestAnswered = true;
    for (const part of message.parts) {
      if (part.type === "tool-call") {
        readCall(digest, part.toolCallId, part.toolName, part.input, options);
      } else if (part.type === "tool-result") {
        const index = digest.pending.findIndex((call) => call.callId === part.toolCallId);
        if (index === -1) continue;
        const [call] = digest.pending.splice(index, 1);
        if (call!.command !== undefined) addRun(digest, call!.command, commandOutcome(part.output, part.isError));
        if (call!.commits && !part.isError) addCommits(digest, valueText(part.output));
      } else if (part.type === "file" && message.role === "assistant") {
        addFile(digest, part.uri, options);
      }
    }
  }
  return digest;
}

function addRequest(digest: SessionDigest, text: string): void {
  if (text.trim() === "") return;
  const request = clipText(redactText(text), limits.requestChars);
  digest.lastRequestAnswered = false;
  if (digest.firstRequest === undefined) {
    digest.firstRequest = request;
    return;
  }
  digest.requests.push(request);
  if (digest.requests.length > limits.requests) {
    digest.requests.shift();
    digest.requestsOmitted += 1;
  }
}

function readCall(digest: SessionDigest, callId: string, toolName: string, input: unknown, options: DigestMessagesOptions): void {
  const command = digestCommandOf(toolName, input);
  const commits = isGitCommitCall(toolName, input);
  if (command !== undefined || commits) {
    digest.pending.push({ callId, ...(command === undefined ? {} : { command }), ...(commits ? { commits: true as const } : {}) });
    if (digest.pending.length > limits.pending) digest.pending.shift();
  }
  const todos = todoListOf(toolName, input);
  if (todos !== undefined) {
    digest.openTodos = todos.open;
    digest.todosDone = todos.done;
  }
  if (command === undefined && todos === undefined && touchesFiles(toolName, input)) {
    for (const file of pathsNamedIn(input)) addFile(digest, file, options);
  }
}

function addRun(digest: SessionDigest, command: string, result: { outcome: "passed" | "failed"; exitCode?: number }): void {
  const index = digest.commands.findIndex((entry) => entry.command === command);
  const earlier: DigestCommand | undefined = index === -1 ? undefined : digest.commands.splice(index, 1)[0];
  const entry: DigestCommand = {
    command,
    runs: (earlier?.runs ?? 0) + 1,
    outcomes: [...(earlier?.outcomes ?? []), result].slice(-limits.outcomes),
  };
  digest.commands.push(entry);
  if (digest.commands.length > limits.commands) {
    digest.commands.shift();
    digest.commandsOmitted += 1;
  }
}

function addCommits(digest: SessionDigest, output: string): void {
  for (const commit of commitsInText(output)) {
    if (digest.commits.some((known) => known.hash === commit.hash)) continue;
    digest.commits.push({ hash: commit.hash, message: redactText(commit.message) });
    if (digest.commits.length > limits.commits) digest.commits.shift();
  }
}

/** A path as shown: redacted, relative to the project when under it; one that is not a plausible path is counted, not kept. */
function addFile(digest: SessionDigest, path: string, options: DigestMessagesOptions): void {
  let file = redactText(path);
  const root = options.projectDir?.replace(/[\\/]+$/, "");
  if (root && (file.startsWith(`${root}/`) || file.startsWith(`${root}\\`))) file = file.slice(root.length + 1);
  if (!isPlausiblePath(file)) {
    digest.filesOmitted += 1;
    return;
  }
  const index = digest.files.indexOf(file);
  if (index !== -1) digest.files.splice(index, 1);
  digest.files.push(file);
  if (digest.files.length > limits.files) {
    digest.files.shift();
    digest.filesOmitted += 1;
  }
}
