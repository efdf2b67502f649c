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
const blockTagPattern = /<(\s*(?:\/\s*)?)(engram[-_]memory|thread[-_]summary|recovery[-_]context)\b/gi;
const anyTagPattern = /<(\s*(?:\/\s*)?)(engram[-_]memory|thread[-_]summary|recovery[-_]context|data)\b/gi;
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

/** Longest path shown in a summary: Windows' MAX_PATH. A longer one is counted, not shown. */
export const maxShownPathChars = 260;
/** Spaces a shown path may hold ("Application Support", "Program Files (x86)"); prose has more. */
const maxPathSpaces = 4;
/** Letters, marks and digits of any script, and the punctuation of paths and file URIs; no controls, format characters, quotes, `<>`, backticks, `|`, `;` or `?`. */
const pathCharacters = /^[\p{L}\p{M}\p{N} /\\._~@+#%,=:()[\]{}!$&'*-]+$/u;
/** The prefixes a colon may be part of: a URI scheme (`file://`), then a drive letter (`C:\`, `/C:/`). "SYSTEM: obey" is a label. */
const schemePrefix = /^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//;
const drivePrefix = /^\/?[A-Za-z]:[\\/]/;
/** A space starts or ends the text, follows another space, touches a separator, or follows punctuation that ends a clause. */
const proseSpace = /^ | $| {2}|[/\\] | [/\\]|[:,.!] /;
/** What makes text with spaces a path rather than a phrase: a folder separator or a file extension. */
const pathShape = /[/\\]|\.[\p{L}\p{N}]{1,10}$/u;

/**
 * Whether `text`, taken from a tool call's input or a message's file part, may be shown in a system
 * block as a path: at most 260 characters of path characters (no line breaks, control, zero-width or
 * bidi characters, lone surrogates, `<` `>`, quotes or backticks), a colon only in a drive letter or a URI
 * scheme, and at most four single spaces between words of a path (not after `:` or `.`, not beside
 * `/`). Anything else is not shown, so nothing but a path reaches the prompt as Engram's words.
 */
export function isPlausiblePath(text: string): boolean {
  if (text.length === 0 || text.length > maxShownPathChars || !pathCharacters.test(text)) return false;
  if (text.includes(":") && text.replace(schemePrefix, "").replace(drivePrefix, "").includes(":")) return false;
  const spaces = text.split(" ").length - 1;
  return spaces === 0 || (spaces <= maxPathSpaces && !proseSpace.test(text) && pathShape.test(text));
}

/** A tool's name as model APIs allow it: a letter or `_`, then letters, digits, `_ . -`, 64 characters in all. */
const toolName = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** Whether a tool name (model output) may be shown in a system block as it is. */
export function isPlausibleToolName(name: string): boolean {
  return toolName.test(name);
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
