import { injectedBlockTags } from "../pipeline/fence.js";

/**
 * Removing injected blocks from text a speaker sends back. Recall renders its block with
 * `fenceMemoryBlock` (pipeline/fence.ts, the one owner of rendering and escaping); extraction removes
 * every fenced block with `stripInjectedMemory` first, so a recalled memory never comes back as a new
 * one (no echo loop), even when a user pastes it into a message.
 */
const anyTag = new RegExp(String.raw`(?:<|‹)\/?(?:${injectedBlockTags.join("|")})\b[^>\n]*>?`, "i");

/** The opening and closing tags of each injected block; a tag is short, so its length is bounded (linear scanning). */
const blockTags = new Map<string, RegExp>(injectedBlockTags.map((tag) => [tag, new RegExp(String.raw`<(?:\/${tag}\s{0,20}>|${tag}\b[^>]{0,200}>)`, "gi")]));

/**
 * Removes complete blocks (an opening tag to the next closing one), an unclosed block to the end, and
 * the text before a stray closing tag, in one pass over the tags: linear whatever the text holds.
 */
function stripBlocks(text: string, tag: string): string {
  const tags = blockTags.get(tag)!;
  let out = "";
  let kept = 0;
  let inBlock = false;
  for (const match of text.matchAll(tags)) {
    const closing = match[0][1] === "/";
    if (!closing) {
      if (!inBlock) out += text.slice(kept, match.index);
      inBlock = true;
    } else if (inBlock) {
      inBlock = false;
      out += "\n";
      kept = match.index + match[0].length;
    } else {
      // Everything before a stray closing tag is the rest of a block whose opening was cut off.
      out = "\n";
      kept = match.index + match[0].length;
    }
  }
  return inBlock ? `${out}\n` : out + text.slice(kept);
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
  for (const tag of injectedBlockTags) out = stripBlocks(out, tag);
  return out
    .split("\n")
    .filter((line) => !anyTag.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
