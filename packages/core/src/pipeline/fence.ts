import type { Trust } from "../store/trust.js";

/**
 * The one owner of escaping for Engram's system blocks. Every string that reaches the thread
 * summary, the memory index, the recalled memories or the recovery context from outside (user and
 * assistant text, tool input and output, stored entries, hand-edited files) goes through these
 * functions: tags that could close or open a block are neutralised, items that must stay on one
 * line are flattened, and text of a trust other than `user` is fenced as data.
 */
export const memoryBlockTags = {
  name: "engram-memory",
  attribute: "data-engram",
  open: '<engram-memory data-engram="recalled">',
  close: "</engram-memory>",
} as const;

/** The blocks Engram injects into a prompt. */
export const injectedBlockTags = ["engram-memory", "thread_summary", "recovery_context"] as const;

/** The tag that marks quoted data inside a block. */
export const dataTag = "data";

export interface FenceOptions {
  /** The value of the data attribute: what the block holds. Default "recalled". */
  origin?: "recalled" | "index" | "untrusted";
}

// "<", optional spaces and "/", then a tag name spelled with "-" or "_", in any case: "< /Thread-Summary".
const blockTagPattern = /<(\s*\/?\s*)(engram[-_]memory|thread[-_]summary|recovery[-_]context)\b/gi;
const anyTagPattern = /<(\s*\/?\s*)(engram[-_]memory|thread[-_]summary|recovery[-_]context|data)\b/gi;
/** Line breaks (and the other control characters) that would let an item start a line of its own. */
const lineBreaks = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Neutralises the tags of Engram's blocks (`engram-memory`, `thread_summary`, `recovery_context`)
 * so that the text can neither close the block it sits in nor open another one. Quoted-data tags
 * are left alone: use on text whose own `<data>` spans were rendered by `fenceData`.
 */
export function neutralizeBlockTags(text: string): string {
  // Every tag starts with "<": most texts hold none, and scanning for it is cheaper than the pattern.
  if (!text.includes("<")) return text;
  return text.replace(blockTagPattern, "‹$1$2");
}

/** Neutralises the block tags and the quoted-data tag: for any text from outside placed in a block. */
export function neutralizeFenceTags(text: string): string {
  if (!text.includes("<")) return text;
  return text.replace(anyTagPattern, "‹$1$2");
}

/** One item of a list: tags neutralised, and line breaks turned into spaces so it cannot start a line. */
export function inlineText(text: string): string {
  return neutralizeFenceTags(text.replace(lineBreaks, " "));
}

/** Wraps `text` in the memory fence, neutralizing any block tag inside it that would break out. */
export function fenceMemoryBlock(text: string, options: FenceOptions = {}): string {
  const { open, close } = fenceParts(options);
  return `${open}\n${neutralizeBlockTags(text.trim())}\n${close}`;
}

/** The fence's opening and closing tags. */
export function fenceParts(options: FenceOptions = {}): { open: string; close: string } {
  const origin = options.origin ?? "recalled";
  return { open: `<${memoryBlockTags.name} ${memoryBlockTags.attribute}="${origin}">`, close: memoryBlockTags.close };
}

/** Whether text of this trust is fenced as data: everything but what the user said or stored. */
export function isFencedTrust(trust: Trust): boolean {
  return trust !== "user";
}

/**
 * `lines` as quoted data of `trust`: one line inline (`<data trust="agent">text</data>`), more as a
 * block whose lines and closing tag carry `indent`. Tags inside are neutralised and each line is
 * flattened, so nothing inside can close the span or start a line outside it.
 */
export function fenceData(trust: Trust, lines: readonly string[], indent = ""): string {
  const open = `<${dataTag} trust="${trust}">`;
  if (lines.length === 1) return `${open}${inlineText(lines[0]!)}</${dataTag}>`;
  return [open, ...lines.map((line) => `${indent}${inlineText(line)}`), `${indent}</${dataTag}>`].join("\n");
}

/** Whether a rendered line starts with a data span of `fenceData` (content lines never do: their tags are neutralised). */
export function startsData(line: string): boolean {
  return line.startsWith(`<${dataTag} trust="`);
}

/** Whether a rendered line opens a multi-line data span of `fenceData`. */
export function opensDataBlock(line: string): boolean {
  return startsData(line) && !line.endsWith(`</${dataTag}>`);
}

/** Whether a rendered line closes a multi-line data span of `fenceData`. */
export function closesDataBlock(line: string): boolean {
  return line.trimStart() === `</${dataTag}>`;
}
