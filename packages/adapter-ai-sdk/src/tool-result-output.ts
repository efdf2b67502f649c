import type { JSONValue, LanguageModelV4ToolResultOutput, SharedV4ProviderOptions } from "@ai-sdk/provider";
import type { ToolResultPart } from "@engram/core";
import { fileDataOf, fileReference, missingFileText, type FileMetadata } from "./file-reference.js";

/**
 * The shape of a V4 tool output, kept in the archived message's metadata. The value itself lives
 * only in the Engram part (where it is redacted), so metadata never holds a second, unredacted copy.
 */
export interface OutputMetadata {
  readonly type: LanguageModelV4ToolResultOutput["type"];
  readonly providerOptions?: SharedV4ProviderOptions;
  /** execution-denied: whether the output held a reason (else the Engram output is a placeholder). */
  readonly hasReason?: boolean;
  /** content: per item, its provider options and how a file item arrived. */
  readonly items?: ReadonlyArray<{ providerOptions?: SharedV4ProviderOptions; file?: FileMetadata }>;
}

type ContentItem = Extract<LanguageModelV4ToolResultOutput, { type: "content" }>["value"][number];
const deniedText = "Tool execution denied.";

/** A V4 tool output as Engram's `output`/`isError`, plus the metadata that rebuilds it. */
export function outputToEngram(output: LanguageModelV4ToolResultOutput): {
  output: unknown;
  isError?: true;
  metadata: OutputMetadata;
} {
  const providerOptions = "providerOptions" in output ? output.providerOptions : undefined;
  const base = providerOptions === undefined ? {} : { providerOptions };
  switch (output.type) {
    case "text":
    case "json":
      return { output: output.value, metadata: { type: output.type, ...base } };
    case "error-text":
    case "error-json":
      return { output: output.value, isError: true, metadata: { type: output.type, ...base } };
    case "execution-denied":
      return {
        output: output.reason ?? deniedText,
        isError: true,
        metadata: { type: output.type, hasReason: output.reason !== undefined, ...base },
      };
    case "content": {
      const items = output.value.map((item) => contentItemToEngram(item));
      return {
        output: items.map((item) => item.value),
        metadata: { type: "content", items: items.map((item) => item.metadata), ...base },
      };
    }
  }
}

function contentItemToEngram(item: ContentItem): { value: unknown; metadata: NonNullable<OutputMetadata["items"]>[number] } {
  const providerOptions = item.providerOptions === undefined ? {} : { providerOptions: item.providerOptions };
  if (item.type === "text") return { value: { type: "text", text: item.text }, metadata: providerOptions };
  if (item.type === "custom") return { value: { type: "custom" }, metadata: providerOptions };
  const { uri, metadata } = fileReference(item.data);
  return {
    value: { type: "file", uri, mediaType: item.mediaType, ...(item.filename === undefined ? {} : { name: item.filename }) },
    metadata: { ...providerOptions, file: metadata },
  };
}

/** The V4 output for an archived tool result: the shape from metadata, the (redacted) value from the part. */
export function outputFromEngram(part: ToolResultPart, metadata: OutputMetadata | undefined): LanguageModelV4ToolResultOutput {
  const type = metadata?.type ?? guessType(part);
  const base = metadata?.providerOptions === undefined ? {} : { providerOptions: metadata.providerOptions };
  switch (type) {
    case "text":
    case "error-text":
      return { type, value: valueText(part.output), ...base };
    case "json":
    case "error-json":
      return { type, value: asJson(part.output), ...base };
    case "execution-denied":
      return metadata?.hasReason === false ? { type, ...base } : { type, reason: valueText(part.output), ...base };
    case "content":
      return { type, value: contentFromEngram(part.output, metadata?.items ?? []), ...base };
  }
}

function contentFromEngram(value: unknown, items: NonNullable<OutputMetadata["items"]>): ContentItem[] {
  if (!Array.isArray(value)) return [{ type: "text", text: valueText(value) }];
  return value.map((entry: unknown, index): ContentItem => {
    const meta = items[index];
    const providerOptions = meta?.providerOptions === undefined ? {} : { providerOptions: meta.providerOptions };
    const item = (entry ?? {}) as Record<string, unknown>;
    if (item.type === "text" && typeof item.text === "string") return { type: "text", text: item.text, ...providerOptions };
    if (item.type === "custom") return { type: "custom", ...providerOptions };
    if (item.type === "file" && typeof item.uri === "string" && typeof item.mediaType === "string") {
      const file = { type: "file" as const, uri: item.uri, mediaType: item.mediaType, ...(typeof item.name === "string" ? { name: item.name } : {}) };
      const data = fileDataOf(file, meta?.file);
      if (!data) return { type: "text", text: missingFileText(file) };
      return { type: "file", data, mediaType: file.mediaType, ...(file.name === undefined ? {} : { filename: file.name }), ...providerOptions };
    }
    return { type: "text", text: valueText(entry) };
  });
}

/** Without metadata (a result archived by another adapter): strings are text, anything else JSON. */
function guessType(part: ToolResultPart): LanguageModelV4ToolResultOutput["type"] {
  const text = typeof part.output === "string";
  if (part.isError) return text ? "error-text" : "error-json";
  return text ? "text" : "json";
}

/** A value as text the way core counts it: strings verbatim, anything else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined ? "" : (JSON.stringify(value) ?? String(value));
}

function asJson(value: unknown): JSONValue {
  return value === undefined ? null : (value as JSONValue);
}
