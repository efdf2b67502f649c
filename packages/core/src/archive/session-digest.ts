import { z } from "zod";
import { maxShownPathChars } from "../pipeline/fence.js";

/** How much a digest keeps: the first request and the latest of everything else, each item clipped. */
export const sessionDigestLimits = {
  requests: 5,
  requestChars: 240,
  files: 20,
  commands: 10,
  commandChars: 160,
  outcomes: 4,
  commits: 10,
  todos: 10,
  todoChars: 160,
  /** Calls still waiting for their result when the digest was written (settled by a later update). */
  pending: 20,
} as const;

const limits = sessionDigestLimits;
/** git's subject is clipped to 200 characters before redaction, which may lengthen it. */
const commitMessageChars = 1_000;
const commitHashChars = 40;

const outcomeSchema = z.enum(["passed", "failed"]);

/**
 * A command the agent ran (a shell tool's `command`), once however often it ran: its latest outcomes,
 * oldest first (passed: the tool reported no error; failed: an error or a non-zero exit code, when the
 * output gave one).
 */
const digestCommandSchema = z.object({
  command: z.string().max(limits.commandChars),
  runs: z.number().int().positive(),
  outcomes: z.array(z.object({ outcome: outcomeSchema, exitCode: z.number().int().optional() })).max(limits.outcomes),
});

const digestTodoSchema = z.object({ content: z.string().max(limits.todoChars), status: z.enum(["pending", "in_progress"]) });

/**
 * "Where we left off": what an archived session asked, touched, ran, committed and left open, built
 * offline from its events (`digestMessages`) and kept as JSON in a note of the project's scope
 * (`updateSessionDigest`). Every string in it is redacted and clipped; rendering fences it again. The
 * limits are checked on reading too: a note is a file anyone may edit, and what a shown field or a list
 * holds beyond them costs the block's rendering, not just its room.
 */
export const sessionDigestSchema = z.object({
  version: z.literal(1),
  sessionId: z.string(),
  /** The last archived event the digest has read: the next update reads only the events after it. */
  throughSeq: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  /** When the session's first and latest archived messages were written. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  firstRequest: z.string().max(limits.requestChars).optional(),
  /** The latest requests after the first, oldest first. */
  requests: z.array(z.string().max(limits.requestChars)).max(limits.requests),
  requestsOmitted: z.number().int().nonnegative(),
  /** Whether the agent answered in text after the latest request. */
  lastRequestAnswered: z.boolean(),
  files: z.array(z.string().max(maxShownPathChars)).max(limits.files),
  filesOmitted: z.number().int().nonnegative(),
  commands: z.array(digestCommandSchema).max(limits.commands),
  commandsOmitted: z.number().int().nonnegative(),
  commits: z.array(z.object({ hash: z.string().max(commitHashChars), message: z.string().max(commitMessageChars) })).max(limits.commits),
  /** The unfinished items of the latest todo list the agent wrote (TodoWrite), in its order. */
  openTodos: z.array(digestTodoSchema).max(limits.todos),
  todosDone: z.number().int().nonnegative(),
  /** Calls whose result had not been archived yet: a shell command's, or a git command that may print commits. */
  pending: z
    .array(z.object({ callId: z.string(), command: z.string().max(limits.commandChars).optional(), commits: z.literal(true).optional() }))
    .max(limits.pending),
});

export type SessionDigest = z.infer<typeof sessionDigestSchema>;
export type DigestCommand = z.infer<typeof digestCommandSchema>;

export function emptySessionDigest(sessionId: string): SessionDigest {
  return {
    version: 1,
    sessionId,
    throughSeq: 0,
    messages: 0,
    requests: [],
    requestsOmitted: 0,
    lastRequestAnswered: false,
    files: [],
    filesOmitted: 0,
    commands: [],
    commandsOmitted: 0,
    commits: [],
    openTodos: [],
    todosDone: 0,
    pending: [],
  };
}
