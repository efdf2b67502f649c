/** One remembered statement found in a prompt's system text. */
export interface MemoryLine {
  /** "user" or "assistant" for recalled turns; undefined for facts and summary lines. */
  readonly speaker?: string;
  readonly text: string;
}

const fenced = /<engram-memory\b[^>]*>([\s\S]*?)<\/engram-memory>/g;
const summary = /<thread_summary>([\s\S]*?)<\/thread_summary>/g;
const dateHead = /^- \[[^\]]*\]\s*/;
const speakerHead = /^(user|assistant|tool):\s*/i;

/**
 * The statements Engram put into a system prompt, best first: each recalled memory (its date header
 * removed, a recalled turn split into its speakers' lines), then the memory index's bullet lines, then
 * the thread summary's lines. Header and caveat lines are not statements.
 */
export function memoryLines(system: string): MemoryLine[] {
  const lines: MemoryLine[] = [];
  const blocks = [...system.matchAll(fenced)].map((match) => match[1] ?? "");
  for (const block of blocks) {
    for (const raw of block.split("\n")) {
      const line = raw.trim();
      if (!line.startsWith("- ") && !raw.startsWith("  ")) continue;
      const body = line.replace(dateHead, "").replace(/^- /, "").trim();
      if (!body || body.startsWith("<") || body.endsWith(":")) continue;
      const speaker = speakerHead.exec(body)?.[1]?.toLowerCase();
      lines.push(speaker ? { speaker, text: body.replace(speakerHead, "") } : { text: body });
    }
  }
  const outside = system.replace(fenced, "").replace(summary, "");
  for (const raw of outside.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("- ")) lines.push({ text: line.slice(2).trim() });
  }
  for (const match of system.matchAll(summary)) {
    for (const raw of (match[1] ?? "").split("\n")) {
      const line = raw.trim().replace(/^- /, "");
      if (line && !line.endsWith(":")) lines.push({ text: line });
    }
  }
  return lines;
}
