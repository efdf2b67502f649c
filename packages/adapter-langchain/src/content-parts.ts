import type { FilePart, TextPart } from "@engram/core";

/** A LangChain content block as it arrives: provider-shaped or v1 standard, so read loosely. */
type Block = Record<string, unknown>;

/**
 * LangChain `content` (a string or content blocks) as Engram parts. Text blocks become text parts;
 * images, files, audio and video given by URL become file references. Inline (base64) data is not
 * archived: a short text note stands in for it, so the archive says an attachment was there.
 * Reasoning, thinking and provider tool-use blocks are skipped (tool calls come from `tool_calls`).
 */
export function contentToParts(content: unknown): Array<TextPart | FilePart> {
  if (typeof content === "string") return content.length === 0 ? [] : [{ type: "text", text: content }];
  if (!Array.isArray(content)) return [];
  const parts: Array<TextPart | FilePart> = [];
  for (const block of content as unknown[]) {
    if (typeof block === "string") {
      parts.push({ type: "text", text: block });
      continue;
    }
    if (typeof block !== "object" || block === null) continue;
    const part = blockToPart(block as Block);
    if (part) parts.push(part);
  }
  return parts;
}

function blockToPart(block: Block): TextPart | FilePart | undefined {
  const type = block.type;
  if (type === "text" && typeof block.text === "string") return { type: "text", text: block.text };
  if (type === "image_url") {
    const raw = block.image_url;
    const url = typeof raw === "string" ? raw : typeof raw === "object" && raw !== null ? (raw as Block).url : undefined;
    return typeof url === "string" ? fileOrNote(url, undefined, "image") : undefined;
  }
  if (type === "image" || type === "file" || type === "audio" || type === "video") {
    const mediaType = stringField(block, "mimeType") ?? stringField(block, "mime_type");
    const url = stringField(block, "url") ?? (block.source_type === "url" ? stringField(block, "data") : undefined);
    if (url) return fileOrNote(url, mediaType, type);
    const meta = typeof block.metadata === "object" && block.metadata !== null ? (block.metadata as Block) : {};
    const name = stringField(block, "filename") ?? stringField(meta, "filename") ?? stringField(block, "name");
    return { type: "text", text: inlineNote(type, mediaType, name) };
  }
  return undefined;
}

function fileOrNote(url: string, mediaType: string | undefined, kind: string): TextPart | FilePart {
  const dataUrl = /^data:([^;,]+)?[;,]/.exec(url);
  if (dataUrl) return { type: "text", text: inlineNote(kind, dataUrl[1] ?? mediaType, undefined) };
  return { type: "file", uri: url, mediaType: mediaType ?? `${kind === "file" ? "application" : kind}/*` };
}

function inlineNote(kind: string, mediaType: string | undefined, name: string | undefined): string {
  const what = [kind, mediaType ? `(${mediaType})` : undefined, name ? `"${name}"` : undefined].filter(Boolean).join(" ");
  return `[${what} sent inline; not archived]`;
}

function stringField(block: Block, key: string): string | undefined {
  const value = block[key];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
