import { z } from "zod";
import { markValidated } from "./validated.js";
import { EngramError } from "../errors.js";
import { formatJsonPath, inspectJson, withWellFormedStrings, type JsonLimits, type JsonPath, type JsonProblem } from "./json-value.js";

export const messageRoleSchema = z.enum(["system", "user", "assistant", "tool"]);

export const textPartSchema = z.object({
  type: z.literal("text"),
  text: z.string(),
});

export const toolCallPartSchema = z.object({
  type: z.literal("tool-call"),
  toolCallId: z.string().min(1),
  toolName: z.string().min(1),
  input: z.unknown(),
});

export const toolResultPartSchema = z.object({
  type: z.literal("tool-result"),
  toolCallId: z.string().min(1),
  toolName: z.string().min(1),
  output: z.unknown(),
  isError: z.boolean().optional(),
});

/** A file is kept by reference (a path or URI), never inlined into the archive. */
export const filePartSchema = z.object({
  type: z.literal("file"),
  uri: z.string().min(1),
  mediaType: z.string().min(1),
  name: z.string().optional(),
});

export const messagePartSchema = z.discriminatedUnion("type", [textPartSchema, toolCallPartSchema, toolResultPartSchema, filePartSchema]);

const allowedParts: Record<z.infer<typeof messageRoleSchema>, ReadonlySet<string>> = {
  system: new Set(["text"]),
  user: new Set(["text", "file"]),
  assistant: new Set(["text", "file", "tool-call", "tool-result"]),
  tool: new Set(["tool-result"]),
};

export const messageSchema = z
  .object({
    id: z.string().min(1),
    role: messageRoleSchema,
    parts: z.array(messagePartSchema),
    createdAt: z.iso.datetime({ offset: true }),
    /** Framework-specific data an adapter needs for a lossless round trip. */
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((message, ctx) => {
    const allowed = allowedParts[message.role];
    message.parts.forEach((part, index) => {
      if (!allowed.has(part.type)) {
        ctx.addIssue({
          code: "custom",
          path: ["parts", index, "type"],
          message: `a ${message.role} message cannot hold a ${part.type} part (allowed: ${[...allowed].join(", ")})`,
        });
      }
    });
  });

export type MessageRole = z.infer<typeof messageRoleSchema>;
export type TextPart = z.infer<typeof textPartSchema>;
export type ToolCallPart = z.infer<typeof toolCallPartSchema>;
export type ToolResultPart = z.infer<typeof toolResultPartSchema>;
export type FilePart = z.infer<typeof filePartSchema>;
export type MessagePart = z.infer<typeof messagePartSchema>;
export type Message = z.infer<typeof messageSchema>;

/**
 * What one message may hold (README "The message model"): 64 levels counting the message itself (a
 * tool call's input sits at level 4), far below what any walk over a message (redaction, fingerprints,
 * JSON, a store) can take, and 16 MiB, more text than the largest model context holds.
 */
export const messageLimits: JsonLimits = { maxDepth: 64, maxSize: 16 * 1024 * 1024 };

const jsonRule =
  "A message holds JSON values only (null, booleans, finite numbers, strings, arrays, plain objects), " +
  `nested at most ${messageLimits.maxDepth} levels and at most 16 MiB in all (string and key lengths plus one per value).`;

/** The identifiers of a message (its id, each part's tool call id and name, file uri and type). */
function* identifiers(message: Message): Generator<{ path: JsonPath; value: string }> {
  yield { path: ["id"], value: message.id };
  for (const [index, part] of message.parts.entries()) {
    if (part.type === "tool-call" || part.type === "tool-result") {
      yield { path: ["parts", index, "toolCallId"], value: part.toolCallId };
      yield { path: ["parts", index, "toolName"], value: part.toolName };
    } else if (part.type === "file") {
      yield { path: ["parts", index, "uri"], value: part.uri };
      yield { path: ["parts", index, "mediaType"], value: part.mediaType };
    }
  }
}

/**
 * A valid message's identifier that holds a lone UTF-16 surrogate: text with one is stored with
 * U+FFFD in its place, but an identifier changed so could name another one, so it is refused.
 */
export function illFormedIdentifier(message: Message): JsonProblem | undefined {
  for (const { path, value } of identifiers(message)) {
    if (!value.isWellFormed()) return { path, reason: "holds a lone UTF-16 surrogate (identifiers must be well-formed Unicode)" };
  }
  return undefined;
}

/** The input's id when it is a non-empty string. */
function idOf(input: unknown): string | undefined {
  try {
    const id = typeof input === "object" && input !== null ? (input as { id?: unknown }).id : undefined;
    return typeof id === "string" && id.length > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

function invalidMessage(input: unknown, position: number | undefined, problems: string, advice: string, details: Record<string, unknown>): EngramError {
  const id = idOf(input);
  const quoted = id === undefined ? undefined : JSON.stringify(id.length > 100 ? `${id.slice(0, 100)}…` : id);
  const where = [position === undefined ? undefined : `at position ${position}`, quoted ? `id ${quoted}` : undefined].filter(Boolean).join(", ");
  return new EngramError("INVALID_MESSAGE", `Invalid message${where ? ` (${where})` : ""}: ${problems}. ${advice}`, {
    details: { position, id, ...details },
  });
}

/**
 * Validates one message from outside; the error names the message (position, id), the field at fault
 * and what is accepted. Anything that is not JSON (a BigInt, a cycle, a function, a Date, NaN, ...),
 * nesting past 64 levels and more than 16 MiB are refused with INVALID_MESSAGE, checked without
 * recursion. Lone UTF-16 surrogates in text are replaced by U+FFFD (in the returned copy); in an
 * identifier they are refused.
 */
export function parseMessage(input: unknown, position?: number): Message {
  const inspection = inspectJson(input, messageLimits);
  if (inspection.problem) {
    const { path, reason } = inspection.problem;
    throw invalidMessage(input, position, `${formatJsonPath(path) || "the message"} ${reason}`, jsonRule, { path, reason });
  }
  const result = messageSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(message)"}: ${issue.message}`);
    throw invalidMessage(
      input,
      position,
      problems.join("; "),
      "A message needs a non-empty id, a role of system/user/assistant/tool, parts allowed for that role and an ISO createdAt.",
      { issues: result.error.issues },
    );
  }
  const identifier = illFormedIdentifier(result.data);
  if (identifier) {
    const advice = "Replace the lone surrogate: text may hold one (it is stored as U+FFFD), an identifier may not.";
    throw invalidMessage(input, position, `${formatJsonPath(identifier.path)} ${identifier.reason}`, advice, { ...identifier });
  }
  return markValidated(inspection.illFormed ? withWellFormedStrings(result.data) : result.data);
}
