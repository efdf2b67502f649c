import type { LanguageModelV4Content, LanguageModelV4StreamPart, LanguageModelV4Usage } from "@ai-sdk/provider";
import type { MessagePart, TurnUsage } from "@engram/core";
import type { MessageDraft } from "@engram/core/adapter-kit";
import { fileReference } from "./file-reference.js";
import { metadataField, partMetadata, type PartMetadata } from "./message-metadata.js";

/**
 * The model's reply as the assistant message to archive: text, tool calls (input parsed from JSON
 * as the AI SDK does) and provider-executed tool results, in order. Reasoning, sources and approval
 * requests are not archived. The AI SDK re-sends this message in the next step of a tool loop;
 * archiving it in the same shape is what lets core's `sync` recognise it there.
 */
export function replyDrafts(content: readonly LanguageModelV4Content[]): MessageDraft[] {
  const parts: MessagePart[] = [];
  const metas: Array<PartMetadata | null> = [];
  for (const item of content) {
    switch (item.type) {
      case "text":
        if (item.text.length === 0) break;
        parts.push({ type: "text", text: item.text });
        metas.push(null);
        break;
      case "tool-call":
        parts.push({ type: "tool-call", toolCallId: item.toolCallId, toolName: item.toolName, input: parseToolInput(item.input) });
        metas.push(partMetadata({ providerExecuted: item.providerExecuted }));
        break;
      case "tool-result":
        parts.push({
          type: "tool-result",
          toolCallId: item.toolCallId,
          toolName: item.toolName,
          output: item.result,
          ...(item.isError ? { isError: true } : {}),
        });
        metas.push(partMetadata({ output: { type: item.isError ? "error-json" : "json" } }));
        break;
      case "file": {
        const { uri, metadata } = fileReference(item.data);
        parts.push({ type: "file", uri, mediaType: item.mediaType });
        metas.push(partMetadata({ file: metadata }));
        break;
      }
      default:
        break;
    }
  }
  if (parts.length === 0) return [];
  return [{ role: "assistant", parts, ...metadataField(undefined, metas) }];
}

/** Like the AI SDK: an empty input is `{}`, JSON is parsed, anything unparsable is kept as the raw string. */
function parseToolInput(input: string): unknown {
  if (input.trim().length === 0) return {};
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

/** The provider's usage in the shape `engram.record` takes. */
export function turnUsage(usage: LanguageModelV4Usage | undefined): TurnUsage | undefined {
  if (!usage) return undefined;
  return { inputTokens: usage.inputTokens.total, outputTokens: usage.outputTokens.total };
}

/** Collects a streamed reply into the content a generate call would have returned. */
export class StreamedReply {
  readonly content: LanguageModelV4Content[] = [];
  usage: LanguageModelV4Usage | undefined;
  finished = false;
  readonly #texts = new Map<string, { type: "text"; text: string }>();

  add(part: LanguageModelV4StreamPart): void {
    switch (part.type) {
      case "text-start":
        this.#text(part.id);
        break;
      case "text-delta":
        this.#text(part.id).text += part.delta;
        break;
      case "tool-call":
      case "tool-result":
      case "file":
        this.content.push(part);
        break;
      case "finish":
        this.usage = part.usage;
        this.finished = true;
        break;
      default:
        break;
    }
  }

  #text(id: string): { type: "text"; text: string } {
    let text = this.#texts.get(id);
    if (!text) {
      text = { type: "text", text: "" };
      this.#texts.set(id, text);
      this.content.push(text);
    }
    return text;
  }
}
