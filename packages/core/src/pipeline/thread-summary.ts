import type { Unit } from "../message/unit.js";
import type { ThreadSummary } from "../store/thread-summary-schema.js";
import type { Message, ToolCallPart } from "../message/message-schema.js";
import { clipText, messageText, valueText } from "../message/message-text.js";

import { isPlausiblePath } from "./fence.js";
import { commitsInText, isGitCommitCall } from "./git-commits.js";

export const summaryLimits = {
  requestChars: 300,
  recentRequests: 8,
  files: 60,
  commits: 40,
  decisions: 12,
  decisionChars: 200,
} as const;

const pathKeys = new Set(["path", "file_path", "filePath", "new_path", "newPath", "old_path", "oldPath", "filename", "file"]);
const pathListKeys = new Set(["paths", "files", "file_paths", "filePaths"]);

/** Every string a tool call's arguments name as a path (path, new_path, old_path, paths and their spellings), up to two objects deep. */
export function pathsNamedIn(input: unknown, depth = 0): string[] {
  if (typeof input !== "object" || input === null || depth > 2) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (pathKeys.has(key) && typeof value === "string" && value.length > 0) found.push(value);
    else if (pathListKeys.has(key) && Array.isArray(value)) {
      for (const item of value) if (typeof item === "string" && item.length > 0) found.push(item);
    } else if (typeof value === "object" && value !== null) found.push(...pathsNamedIn(value, depth + 1));
  }
  return found;
}

/**
 * File paths named in a tool call's arguments (path, new_path, old_path and their spellings): only
 * those that are plausible paths (`isPlausiblePath`), since they reach the system prompt.
 */
export function filesInToolInput(input: unknown, depth = 0): string[] {
  return pathsNamedIn(input, depth).filter(isPlausiblePath);
}

function lastQuestion(text: string): string | undefined {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().endsWith("?"));
  const question = sentences.at(-1)?.trim();
  return question ? clipText(question, summaryLimits.decisionChars) : undefined;
}

const questionTools = /ask|question|confirm|collaborat|request_input|user_input/i;

/**
 * What a set of dropped units contributes to the summary, before merging. `openQuestion` carries a
 * question from an earlier trim, so a question and its answer dropped in different trims still
 * make one decision.
 */
export function summarizeUnits(units: readonly Unit[], openQuestion?: string): ThreadSummary {
  const summary = emptySummary();
  const files = new FileList(summary);
  let pendingQuestion = openQuestion;
  for (const unit of units) {
    // A unit holds an assistant message's tool calls and all their results: a result's call is here.
    const calls = new Map<string, ToolCallPart>();
    for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-call") calls.set(part.toolCallId, part);
    for (const message of unit.messages) {
      summary.droppedMessages += 1;
      summary.coveredFrom ??= message.createdAt;
      summary.coveredTo = message.createdAt;
      collectFromMessage(summary, files, message, pendingQuestion, calls);
      pendingQuestion = nextPendingQuestion(message, pendingQuestion);
    }
  }
  if (pendingQuestion !== undefined) summary.openQuestion = pendingQuestion;
  return summary;
}

function collectFromMessage(
  summary: ThreadSummary,
  files: FileList,
  message: Message,
  pendingQuestion: string | undefined,
  calls: ReadonlyMap<string, ToolCallPart>,
): void {
  if (message.role === "user") {
    const text = messageText(message);
    if (text.trim()) {
      if (pendingQuestion) {
        // An answer to the agent's question is a decision, not a new request or task.
        summary.decisions.push({ question: pendingQuestion, answer: clipText(text, summaryLimits.decisionChars) });
      } else {
        const request = clipText(text, summaryLimits.requestChars);
        summary.firstRequest ??= request;
        summary.requests.push(request);
        summary.currentTask = request;
      }
    }
  }
  for (const part of message.parts) {
    if (part.type === "tool-call") {
      summary.toolUsage[part.toolName] = (summary.toolUsage[part.toolName] ?? 0) + 1;
      if (!lookupTools.test(part.toolName)) for (const file of pathsNamedIn(part.input)) files.add(file);
    } else if (part.type === "tool-result") {
      // Only a git command's own output names commits: tool output that merely prints a commit line does not.
      const call = calls.get(part.toolCallId);
      if (call && !part.isError && isGitCommitCall(call.toolName, call.input)) {
        for (const commit of commitsInText(valueText(part.output))) summary.commits.push(commit);
      }
    } else if (part.type === "file") {
      files.add(part.uri);
    }
  }
}

/** Tools that look around (list a directory, search) rather than touch the files they name. */
const lookupTools = /^(list|ls|glob|find|search|grep|tree)/i;

function nextPendingQuestion(message: Message, pending: string | undefined): string | undefined {
  if (message.role === "user") return undefined;
  if (message.role !== "assistant") return pending;
  for (const part of message.parts) {
    if (part.type === "tool-call" && questionTools.test(part.toolName)) {
      const input = part.input as Record<string, unknown> | null;
      const asked = input && typeof input === "object" ? (input.question ?? input.prompt ?? input.message) : undefined;
      if (typeof asked === "string") return clipText(asked, summaryLimits.decisionChars);
    }
  }
  return lastQuestion(messageText(message)) ?? pending;
}

/**
 * The files of a summary being collected: a path named again moves to the end; text that is not a
 * plausible path is left out and counted once in `filesOmitted`, however often it is named.
 */
class FileList {
  readonly #summary: ThreadSummary;
  readonly #omitted = new Set<string>();

  constructor(summary: ThreadSummary) {
    this.#summary = summary;
  }

  add(file: string): void {
    const summary = this.#summary;
    if (!isPlausiblePath(file)) {
      if (this.#omitted.has(file)) return;
      this.#omitted.add(file);
      summary.filesOmitted += 1;
      return;
    }
    const existing = summary.files.indexOf(file);
    if (existing !== -1) summary.files.splice(existing, 1);
    summary.files.push(file);
  }
}

export function emptySummary(): ThreadSummary {
  return {
    version: 1,
    requests: [],
    files: [],
    filesOmitted: 0,
    commits: [],
    decisions: [],
    toolUsage: {},
    droppedMessages: 0,
    trims: 0,
  };
}

function keepLast<T>(items: T[], max: number): { kept: T[]; omitted: number } {
  return items.length <= max ? { kept: items, omitted: 0 } : { kept: items.slice(-max), omitted: items.length - max };
}

/**
 * Merges a newer partial summary into the previous one. The first request survives every merge;
 * lists keep their most recent items within their caps; counts add up.
 */
export function mergeSummaries(previous: ThreadSummary | undefined, next: ThreadSummary): ThreadSummary {
  const base = previous ?? emptySummary();
  const files = [...base.files];
  for (const file of next.files) {
    const index = files.indexOf(file);
    if (index !== -1) files.splice(index, 1);
    files.push(file);
  }
  const cappedFiles = keepLast(files, summaryLimits.files);
  const commits = [...base.commits];
  for (const commit of next.commits) if (!commits.some((c) => c.hash === commit.hash)) commits.push(commit);
  const toolUsage = { ...base.toolUsage };
  for (const [tool, count] of Object.entries(next.toolUsage)) toolUsage[tool] = (toolUsage[tool] ?? 0) + count;

  const cappedRequests = keepLast([...base.requests, ...next.requests], summaryLimits.recentRequests);
  const requestsOmitted = (base.requestsOmitted ?? 0) + (next.requestsOmitted ?? 0) + cappedRequests.omitted;
  const merged: ThreadSummary = {
    version: 1,
    requests: cappedRequests.kept,
    ...(requestsOmitted > 0 ? { requestsOmitted } : {}),
    files: cappedFiles.kept,
    filesOmitted: base.filesOmitted + next.filesOmitted + cappedFiles.omitted,
    commits: keepLast(commits, summaryLimits.commits).kept,
    decisions: keepLast([...base.decisions, ...next.decisions], summaryLimits.decisions).kept,
    toolUsage,
    droppedMessages: base.droppedMessages + next.droppedMessages,
    trims: base.trims + 1,
  };
  const firstRequest = base.firstRequest ?? next.firstRequest;
  if (firstRequest !== undefined) merged.firstRequest = firstRequest;
  const currentTask = next.currentTask ?? base.currentTask;
  if (currentTask !== undefined) merged.currentTask = currentTask;
  const coveredFrom = base.coveredFrom ?? next.coveredFrom;
  if (coveredFrom !== undefined) merged.coveredFrom = coveredFrom;
  const coveredTo = next.coveredTo ?? base.coveredTo;
  if (coveredTo !== undefined) merged.coveredTo = coveredTo;
  // The newer part knows whether the question is still open: it started from the older one's.
  if (next.openQuestion !== undefined) merged.openQuestion = next.openQuestion;
  const narrative = next.narrative ?? base.narrative;
  if (narrative !== undefined) merged.narrative = narrative;
  return merged;
}
