import type { LanguageModelV4Message, LanguageModelV4Prompt, SharedV4ProviderOptions } from "@ai-sdk/provider";
import type { MessagePart } from "@engram/core";
import type { MessageDraft } from "@engram/core/adapter-kit";
import { fileReference } from "./file-reference.js";
import { metadataField, partMetadata, type PartMetadata } from "./message-metadata.js";
import { sameV4Message } from "./same-v4-message.js";
import { outputToEngram } from "./tool-result-output.js";

/** A V4 prompt split into what Engram takes: instructions, and the conversation as drafts. */
export interface ConvertedPrompt {
  /** The content of every system message, in order. */
  readonly system: string[];
  /** Provider options of the system messages (merged), carried over to the one system message sent. */
  readonly systemProviderOptions?: SharedV4ProviderOptions;
  /** One draft per non-system message, in order. */
  readonly drafts: MessageDraft[];
  /** The V4 message each draft came from (same index): the way back restores it verbatim. */
  readonly originals: LanguageModelV4Message[];
}

/**
 * Converts the prompt the AI SDK hands the middleware. Reasoning, reasoning files, custom parts and
 * tool-approval responses have no Engram part: they are not archived, and come back only inside the
 * call that carried them (see `promptFromTurn`). File bytes and inline file text are archived as a
 * hash reference, never inline.
 *
 * With the same conversation's previous conversion, a message re-sent at the same place with the same
 * values (`sameV4Message`) keeps its draft: an application that re-sends the whole history converts
 * only what is new, and core recognises the kept drafts by identity.
 */
export function promptToDrafts(prompt: LanguageModelV4Prompt, previous?: ConvertedPrompt): ConvertedPrompt {
  const system: string[] = [];
  let systemProviderOptions: SharedV4ProviderOptions | undefined;
  const drafts: MessageDraft[] = [];
  const originals: LanguageModelV4Message[] = [];
  for (const message of prompt) {
    if (message.role === "system") {
      system.push(message.content);
      if (message.providerOptions) systemProviderOptions = { ...systemProviderOptions, ...message.providerOptions };
      continue;
    }
    const at = drafts.length;
    const before = previous?.originals[at];
    drafts.push(before !== undefined && sameV4Message(message, before) ? previous!.drafts[at]! : messageToDraft(message));
    originals.push(message);
  }
  return { system, ...(systemProviderOptions === undefined ? {} : { systemProviderOptions }), drafts, originals };
}

type ConversationMessage = Exclude<LanguageModelV4Message, { role: "system" }>;
type V4Part = ConversationMessage["content"][number];

function messageToDraft(message: ConversationMessage): MessageDraft {
  const parts: MessagePart[] = [];
  const metas: Array<PartMetadata | null> = [];
  for (const part of message.content as readonly V4Part[]) {
    const converted = partToEngram(part);
    if (!converted) continue;
    parts.push(converted.part);
    metas.push(converted.meta);
  }
  return { role: message.role, parts, ...metadataField(message.providerOptions, metas) };
}

function partToEngram(part: V4Part): { part: MessagePart; meta: PartMetadata | null } | undefined {
  const providerOptions = part.providerOptions;
  switch (part.type) {
    case "text":
      // Empty text parts carry nothing, and the AI SDK drops them from re-sent replies: skipping them
      // keeps the archived reply and its re-sent copy identical.
      return part.text.length === 0 ? undefined : { part: { type: "text", text: part.text }, meta: partMetadata({ providerOptions }) };
    case "file": {
      const { uri, metadata } = fileReference(part.data);
      return {
        part: { type: "file", uri, mediaType: part.mediaType, ...(part.filename === undefined ? {} : { name: part.filename }) },
        meta: partMetadata({ providerOptions, file: metadata }),
      };
    }
    case "tool-call":
      return {
        part: { type: "tool-call", toolCallId: part.toolCallId, toolName: part.toolName, input: part.input },
        meta: partMetadata({ providerOptions, providerExecuted: part.providerExecuted }),
      };
    case "tool-result": {
      const { output, isError, metadata } = outputToEngram(part.output);
      return {
        part: { type: "tool-result", toolCallId: part.toolCallId, toolName: part.toolName, output, ...(isError ? { isError } : {}) },
        meta: partMetadata({ providerOptions, output: metadata }),
      };
    }
    default:
      // reasoning, reasoning-file, custom, tool-approval-response: see the function's comment.
      return undefined;
  }
}
