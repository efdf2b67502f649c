import { createHash } from "node:crypto";
import type { FilePart } from "@engram/core";
import type { SharedV4FileData } from "@ai-sdk/provider";

// Both are URL-shaped on purpose: core's redaction reads `scheme:value` and `key=value` as a
// secret assignment and would blank a hash or a provider file id written that way.

/** Bytes or inline text of a file: only their hash is archived (`engram-file://sha256/<hex>`), never the content. */
export const inlineFileScheme = "engram-file://sha256/";
/** A provider file reference (`{ openai: "file-abc" }`) as a URI: `ai-sdk-reference://openai/file-abc`. */
export const providerReferenceScheme = "ai-sdk-reference://";

/** How the file reached the adapter, kept in metadata so the way back rebuilds the same shape. */
export type FileKind = SharedV4FileData["type"];

export interface FileMetadata {
  readonly kind: FileKind;
  readonly originalUrl?: string;
}

/** A V4 file's data as an Engram file reference (`uri`), and what metadata the way back needs. */
export function fileReference(data: SharedV4FileData): { uri: string; metadata: FileMetadata } {
  switch (data.type) {
    case "url":
      return {
        uri: data.originalUrl ?? data.url.href,
        metadata: data.originalUrl === undefined ? { kind: "url" } : { kind: "url", originalUrl: data.originalUrl },
      };
    case "reference":
      return {
        uri: `${providerReferenceScheme}${Object.entries(data.reference)
          .map(([provider, id]) => `${encodeURIComponent(provider)}/${encodeURIComponent(id)}`)
          .join("/")}`,
        metadata: { kind: "reference" },
      };
    case "data": {
      // Base64 and raw bytes of the same file hash alike, so a re-sent file is recognised either way.
      const bytes = typeof data.data === "string" ? Buffer.from(data.data, "base64") : data.data;
      return { uri: `${inlineFileScheme}${createHash("sha256").update(bytes).digest("hex")}`, metadata: { kind: "data" } };
    }
    case "text":
      return { uri: `${inlineFileScheme}${createHash("sha256").update(data.text, "utf8").digest("hex")}`, metadata: { kind: "text" } };
  }
}

/**
 * The V4 file data an Engram file reference stands for, or undefined when only a hash was archived
 * (the bytes exist only in the call that carried them).
 */
export function fileDataOf(part: FilePart, metadata: FileMetadata | undefined): SharedV4FileData | undefined {
  // Any engram-file URI, even one a redaction has touched, stands for bytes that are not archived.
  if (part.uri.startsWith("engram-file:")) return undefined;
  if (part.uri.startsWith(providerReferenceScheme)) {
    const segments = part.uri
      .slice(providerReferenceScheme.length)
      .split("/")
      .map((segment) => decodeURIComponent(segment));
    const reference: Record<string, string> = {};
    for (let i = 0; i + 1 < segments.length; i += 2) reference[segments[i]!] = segments[i + 1]!;
    return { type: "reference", reference };
  }
  try {
    const url = new URL(part.uri);
    return metadata?.originalUrl === undefined ? { type: "url", url } : { type: "url", url, originalUrl: metadata.originalUrl };
  } catch {
    return undefined;
  }
}

/** What the model sees in place of a file whose bytes were not archived. */
export function missingFileText(part: FilePart): string {
  return `[file ${part.name ? `"${part.name}" ` : ""}(${part.mediaType}) not re-sent: Engram archives files by reference, not their bytes]`;
}
