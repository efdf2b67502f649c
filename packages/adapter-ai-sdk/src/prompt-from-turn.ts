import type { LanguageModelV4FilePart, LanguageModelV4Message, LanguageModelV4Prompt, LanguageModelV4TextPart } from "@ai-sdk/provider";
import type { Message, PreparedTurn } from "@engram/core";
import { convertOnce } from "@engram/core/adapter-kit";
import { fileDataOf, missingFileText } from "./file-reference.js";
import { readMetadata, type PartMetadata } from "./message-metadata.js";
import type { ConvertedPrompt } from "./prompt-to-drafts.js";
import { outputFromEngram } from "./tool-result-output.js";

/**
 * The V4 prompt for a prepared turn: one system message holding every system block (instructions,
 * thread summary, recovery note, memory), then the kept conversation.
 *
 * A kept message that arrived in this very call (core's `turn.sourceOf`) is sent as the AI SDK gave it,
 * so what Engram does not archive (file bytes, reasoning and its signatures, approval responses,
 * provider options) still reaches the provider. Older messages are rebuilt from the archive, once per
 * archived message.
 */
export function promptFromTurn(turn: PreparedTurn, incoming: ConvertedPrompt): LanguageModelV4Prompt {
  const prompt: LanguageModelV4Prompt = [];
  if (turn.systemText.length > 0) {
    prompt.push({
      role: "system",
      content: turn.systemText,
      ...(incoming.systemProviderOptions === undefined ? {} : { providerOptions: incoming.systemProviderOptions }),
    });
  }
  for (const message of turn.messages) {
    const source = turn.sourceOf(message.id);
    const converted = (source === undefined ? undefined : incoming.originals[source]) ?? archivedMessage(message);
    if (converted && converted.content.length > 0) prompt.push(converted);
  }
  return prompt;
}

/** `messageFromEngram`, once per archived message (core's `convertOnce`): later calls send the same prompt messages. */
const archivedMessage = convertOnce(messageFromEngram);

/** An archived Engram message as a V4 prompt message (undefined for a system message: those are blocks). */
export function messageFromEngram(message: Message): LanguageModelV4Message | undefined {
  const meta = readMetadata(message);
  const partMeta = (index: number): PartMetadata => meta?.parts?.[index] ?? {};
  const providerOptions = meta?.providerOptions === undefined ? {} : { providerOptions: meta.providerOptions };
  const options = (index: number) => {
    const value = partMeta(index).providerOptions;
    return value === undefined ? {} : { providerOptions: value };
  };
  switch (message.role) {
    case "system":
      return undefined;
    case "user":
      return {
        role: "user",
        content: message.parts.flatMap((part, index): Array<LanguageModelV4TextPart | LanguageModelV4FilePart> => {
          if (part.type === "text") return [{ type: "text" as const, text: part.text, ...options(index) }];
          if (part.type !== "file") return [];
          const data = fileDataOf(part, partMeta(index).file);
          if (!data) return [{ type: "text" as const, text: missingFileText(part) }];
          return [{ type: "file" as const, data, mediaType: part.mediaType, ...(part.name === undefined ? {} : { filename: part.name }), ...options(index) }];
        }),
        ...providerOptions,
      };
    case "assistant":
      return {
        role: "assistant",
        content: message.parts.map((part, index) => {
          switch (part.type) {
            case "text":
              return { type: "text" as const, text: part.text, ...options(index) };
            case "tool-call": {
              const executed = partMeta(index).providerExecuted;
              return {
                type: "tool-call" as const,
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                input: part.input,
                ...(executed === undefined ? {} : { providerExecuted: executed }),
                ...options(index),
              };
            }
            case "tool-result":
              return {
                type: "tool-result" as const,
                toolCallId: part.toolCallId,
                toolName: part.toolName,
                output: outputFromEngram(part, partMeta(index).output),
                ...options(index),
              };
            case "file": {
              const data = fileDataOf(part, partMeta(index).file);
              if (!data) return { type: "text" as const, text: missingFileText(part) };
              return { type: "file" as const, data, mediaType: part.mediaType, ...(part.name === undefined ? {} : { filename: part.name }), ...options(index) };
            }
          }
        }),
        ...providerOptions,
      };
    case "tool":
      return {
        role: "tool",
        content: message.parts.flatMap((part, index) =>
          part.type === "tool-result"
            ? [
                {
                  type: "tool-result" as const,
                  toolCallId: part.toolCallId,
                  toolName: part.toolName,
                  output: outputFromEngram(part, partMeta(index).output),
                  ...options(index),
                },
              ]
            : [],
        ),
        ...providerOptions,
      };
  }
}
