/** One remembered statement found in a prompt's system text. */
export interface MemoryLine {
  /** "user" or "assistant" for recalled turns; undefined for facts and summary lines. */
  readonly speaker?: string;
  readonly text: string;
}

const fenced = /<engram-memory\b([^>]*)>([\s\S]*?)<\/engram-memory>/g;
const summary = /<thread_summary>([\s\S]*?)<\/thread_summary>/g;
const dateHead = /^- \[[^\]]*\]\s*/;
const speakerHead = /^(user|assistant|tool):\s*/i;
/** Core's quoted-data span around text not from the user: `<data trust="agent">…</data>`. */
const dataOpen = /^<data trust="[a-z]+">/;
const dataClose = /<\/data>$/;

/** A line without the data span's tags around it ("" for a line that is only a tag). */
function unwrapData(line: string): string {
  return line.replace(dataOpen, "").replace(dataClose, "").trim();
}

/**
 * The statements Engram put into a system prompt, best first: each recalled memory (its date header
 * removed, a recalled turn split into its speakers' lines), then the memory index's bullet lines, then
 * the thread summary's lines; quoted-data tags are taken off. Header and caveat lines are not statements.
 */
export function memoryLines(system: string): MemoryLine[] {
  const lines: MemoryLine[] = [];
  // Recalled memories first (they are ranked), then the memory index's block.
  const matches = [...system.matchAll(fenced)];
  const recalledFirst = [
    ...matches.filter((match) => (match[1] ?? "").includes('"recalled"')),
    ...matches.filter((match) => !(match[1] ?? "").includes('"recalled"')),
  ];
  for (const block of recalledFirst.map((match) => match[2] ?? "")) {
    for (const raw of block.split("\n")) {
      const line = raw.trim();
      if (!line.startsWith("- ") && !raw.startsWith("  ")) continue;
      const body = unwrapData(line.replace(dateHead, "").replace(/^- /, "").trim());
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
      const line = unwrapData(raw.trim()).replace(/^- /, "");
      if (line && !line.endsWith(":")) lines.push({ text: line });
    }
  }
  return lines;
}
