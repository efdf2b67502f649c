import { randomUUID } from "node:crypto";
import { EngramError } from "../errors.js";
import type { Message } from "./message-schema.js";

/**
 * A message as an adapter converts it from its framework: the id and time are optional, because
 * most frameworks (the AI SDK's prompt, a plain LangChain message) carry neither.
 */
export type MessageDraft = Omit<Message, "id" | "createdAt"> & { id?: string; createdAt?: string };

/** A draft made whole: the framework's id when it had one, otherwise a new one; `now` when undated. */
export function completeDraft(draft: MessageDraft, now: Date): Message {
  const { id, createdAt, ...rest } = draft;
  return { ...rest, id: id && id.length > 0 ? id : `m-${randomUUID()}`, createdAt: createdAt ?? now.toISOString() };
}

/** The draft without its id, for when that id is already taken. */
export function withoutId(draft: MessageDraft): MessageDraft {
  const { id: _taken, ...rest } = draft;
  return rest;
}

/**
 * Refuses a draft that is not an object before anything reads its fields: INVALID_MESSAGE naming
 * `where` ("at position 3"). Everything else about it is for `parseMessage` to check.
 */
export function assertDraftObject(draft: unknown, where: string): asserts draft is MessageDraft {
  if (typeof draft === "object" && draft !== null && !Array.isArray(draft)) return;
  const got = draft === null ? "null" : Array.isArray(draft) ? "an array" : `a ${typeof draft}`;
  throw new EngramError("INVALID_MESSAGE", `Invalid message (${where}): expected an object { role, parts, id?, createdAt? }, got ${got}.`, {
    details: { where },
  });
}
