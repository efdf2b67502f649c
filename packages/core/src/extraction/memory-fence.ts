import { injectedBlockTags } from "../pipeline/fence.js";

/**
 * Removing injected blocks from text a speaker sends back. Recall renders its block with
 * `fenceMemoryBlock` (pipeline/fence.ts, the one owner of rendering and escaping); extraction removes
 * every fenced block with `stripInjectedMemory` first, so a recalled memory never comes back as a new
 * one (no echo loop), even when a user pastes it into a message.
 */
const anyTag = new RegExp(String.raw`(?:<|‹)\/?(?:${injectedBlockTags.join("|")})\b[^>\n]*>?`, "i");

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
  for (const tag of injectedBlockTags) out = stripBlocks(out, tag);
  return out
    .split("\n")
    .filter((line) => !anyTag.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
