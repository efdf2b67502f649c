/**
 * The fence around recalled memory. Recall renders its block with `fenceMemoryBlock`; extraction
 * removes every fenced block with `stripInjectedMemory` first, so a recalled memory never comes back
 * as a new one (no echo loop), even when a user pastes it into a message.
 */
export const memoryBlockTags = {
  name: "engram-memory",
  attribute: "data-engram",
  open: '<engram-memory data-engram="recalled">',
  close: "</engram-memory>",
} as const;

export interface FenceOptions {
  /** The value of the data attribute: what the block holds. Default "recalled". */
  origin?: "recalled" | "index" | "untrusted";
}

/** Tags other parts of Engram inject, stripped the same way (summaries and recovery notes). */
const injectedTags = ["engram-memory", "thread_summary", "recovery_context"] as const;

/** Neutralizes tags inside a block so that the text cannot close the fence or open another one. */
export function neutralizeFenceTags(text: string): string {
  // Every tag starts with "<": most texts hold none, and scanning for it is cheaper than the pattern.
  if (!text.includes("<")) return text;
  return text.replace(/<(\/?)(engram-memory|thread_summary|recovery_context)\b/gi, "‹$1$2");
}

/** Wraps `text` in the memory fence, neutralizing any tag inside it that would break out. */
export function fenceMemoryBlock(text: string, options: FenceOptions = {}): string {
  const { open, close } = fenceParts(options);
  return `${open}\n${neutralizeFenceTags(text.trim())}\n${close}`;
}

/** The fence's opening and closing tags. */
export function fenceParts(options: FenceOptions = {}): { open: string; close: string } {
  const origin = options.origin ?? "recalled";
  return { open: `<${memoryBlockTags.name} ${memoryBlockTags.attribute}="${origin}">`, close: memoryBlockTags.close };
}

const anyTag = new RegExp(String.raw`(?:<|‹)\/?(?:${injectedTags.join("|")})\b[^>\n]*>?`, "i");

/** Removes complete blocks, then an unclosed block to the end, then text before a stray closing tag. */
function stripBlocks(text: string, tag: string): string {
  const open = String.raw`<${tag}\b[^>]*>`;
  const close = String.raw`<\/${tag}\s*>`;
  let out = text.replace(new RegExp(String.raw`${open}[\s\S]*?${close}`, "gi"), "\n");
  out = out.replace(new RegExp(String.raw`${open}[\s\S]*$`, "i"), "\n");
  const stray = new RegExp(String.raw`^[\s\S]*${close}`, "i");
  return out.replace(stray, "\n");
}

/**
 * `text` without any injected block (recalled memory, thread summary, recovery context), without
 * Markdown-quoted passages (`> ` lines) that quote one, and without any line still carrying one of
 * their tags. What is left is what the speaker actually wrote.
 */
export function stripInjectedMemory(text: string): string {
  if (!/(?:<|‹)\/?(?:engram-memory|thread_summary|recovery_context)\b/i.test(text)) return text;
  const lines = text.split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (/^\s*>/.test(lines[i] ?? "")) {
      let j = i;
      while (j < lines.length && /^\s*>/.test(lines[j] ?? "")) j++;
      const quote = lines.slice(i, j);
      if (!quote.some((line) => anyTag.test(line))) kept.push(...quote);
      i = j;
      continue;
    }
    kept.push(lines[i] ?? "");
    i++;
  }
  let out = kept.join("\n");
  for (const tag of injectedTags) out = stripBlocks(out, tag);
  return out
    .split("\n")
    .filter((line) => !anyTag.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
