import type { SharedV4ProviderOptions } from "@ai-sdk/provider";
import type { Message } from "@engram/core";
import type { FileMetadata } from "./file-reference.js";
import type { OutputMetadata } from "./tool-result-output.js";

/** The key under `Message.metadata` where this adapter keeps what Engram's parts cannot hold. */
export const metadataKey = "aiSdk";

/** What a part needs besides its Engram fields to become the same V4 part again. */
export interface PartMetadata {
  providerOptions?: SharedV4ProviderOptions;
  /** A tool call or result run by the provider (web search and the like). */
  providerExecuted?: boolean;
  file?: FileMetadata;
  output?: OutputMetadata;
}

export interface MessageMetadata {
  providerOptions?: SharedV4ProviderOptions;
  /** One entry per Engram part, in order (null where a part needs nothing). */
  parts?: Array<PartMetadata | null>;
}

/** The adapter's metadata of an archived message, when it has some. */
export function readMetadata(message: Message): MessageMetadata | undefined {
  const value = message.metadata?.[metadataKey];
  return typeof value === "object" && value !== null ? (value as MessageMetadata) : undefined;
}

/** `{ metadata: { aiSdk } }` for a draft, or nothing when there is nothing to keep. */
export function metadataField(
  providerOptions: SharedV4ProviderOptions | undefined,
  parts: Array<PartMetadata | null>,
): {
  metadata?: Record<string, unknown>;
} {
  const meta: MessageMetadata = {};
  if (providerOptions !== undefined) meta.providerOptions = providerOptions;
  if (parts.some((part) => part !== null)) meta.parts = parts;
  return Object.keys(meta).length === 0 ? {} : { metadata: { [metadataKey]: meta } };
}

/** Drops undefined fields so metadata stays plain JSON. */
export function partMetadata(fields: PartMetadata): PartMetadata | null {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? null : (Object.fromEntries(entries) as PartMetadata);
}
