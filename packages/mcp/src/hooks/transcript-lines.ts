import { open } from "node:fs/promises";

/** One complete line of a JSONL file: its text (undefined when longer than the limit) and where it ends. */
export interface TranscriptLine {
  /** Byte offset of the line's first byte. */
  readonly start: number;
  /** Byte offset just past its line break: where the next read starts. */
  readonly end: number;
  /** The line without its break; undefined when it was longer than `maxLineBytes` (it was skipped unread). */
  readonly text: string | undefined;
}

export interface ReadLinesOptions {
  /** Byte offset to start at: the start of a line. */
  readonly from: number;
  /** Stop after the line that crosses this many bytes read (the rest waits for the next call). */
  readonly maxBytes: number;
  /** A longer line is reported without its text. */
  readonly maxLineBytes: number;
}

const chunkBytes = 256 * 1024;

/**
 * The complete lines of a file from a byte offset, in order. A last line without its line break is
 * still being written and is not returned: the next call starts there. Reads in chunks; holds at
 * most one line (up to `maxLineBytes`) in memory.
 */
export async function* readTranscriptLines(file: string, options: ReadLinesOptions): AsyncGenerator<TranscriptLine> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(chunkBytes);
    let position = options.from;
    let lineStart = options.from;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let tooLong = false;
    while (position - options.from < options.maxBytes) {
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position);
      if (bytesRead === 0) return;
      let from = 0;
      for (let newline = buffer.indexOf(10, from); newline !== -1 && newline < bytesRead; newline = buffer.indexOf(10, from)) {
        const piece = buffer.subarray(from, newline);
        const end = position + newline + 1;
        const fits = !tooLong && pendingBytes + piece.length <= options.maxLineBytes;
        const text = fits ? Buffer.concat([...pending, piece]).toString("utf8") : undefined;
        yield { start: lineStart, end, text: text?.endsWith("\r") ? text.slice(0, -1) : text };
        lineStart = end;
        pending = [];
        pendingBytes = 0;
        tooLong = false;
        from = newline + 1;
        if (end - options.from >= options.maxBytes) return;
      }
      const rest = buffer.subarray(from, bytesRead);
      if (!tooLong && pendingBytes + rest.length <= options.maxLineBytes) {
        pending.push(Buffer.from(rest));
        pendingBytes += rest.length;
      } else {
        tooLong = true;
        pending = [];
        pendingBytes = 0;
      }
      position += bytesRead;
    }
  } finally {
    await handle.close();
  }
}
