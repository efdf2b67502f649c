import { z } from "zod";
import { markValidated } from "./validated.js";
import { EngramError } from "../errors.js";

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

export const messagePartSchema = z.discriminatedUnion("type", [
  textPartSchema,
  toolCallPartSchema,
  toolResultPartSchema,
  filePartSchema,
]);

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

/** Validates one message from outside; the error names the message and the field at fault. */
export function parseMessage(input: unknown, position?: number): Message {
  const result = messageSchema.safeParse(input);
  if (result.success) return markValidated(result.data);
  const id =
    typeof input === "object" && input !== null && "id" in input ? String((input as { id: unknown }).id) : undefined;
  const where = [position === undefined ? undefined : `at position ${position}`, id ? `id "${id}"` : undefined]
    .filter(Boolean)
    .join(", ");
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(message)"}: ${issue.message}`);
  throw new EngramError(
    "INVALID_MESSAGE",
    `Invalid message${where ? ` (${where})` : ""}: ${problems.join("; ")}. ` +
      "A message needs a non-empty id, a role of system/user/assistant/tool, parts allowed for that role and an ISO createdAt.",
    { details: { position, id, issues: result.error.issues } },
  );
}
