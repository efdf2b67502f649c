import type { Readable } from "node:stream";

export { maxHookInputBytes } from "./hook-input-limit.js";

/** What reading a hook's stdin came to. */
export type HookInputRead =
  /** One complete JSON object or array arrived (the text up to its last byte), or the stream ended first (everything it held). */
  | { readonly kind: "text"; readonly text: string }
  /** More than the limit arrived before the value was complete: the rest is never read. */
  | { readonly kind: "too-large" };

const space = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Finds where the first JSON value of a byte stream ends without parsing it: brackets are counted
 * outside strings, strings are skipped with their escapes. Structural bytes are ASCII and never part
 * of a multi-byte UTF-8 sequence, so bytes can be scanned as they come, split anywhere. A value that
 * does not start with `{` or `[` (garbage, a bare number) is "complete" at its first byte: the parser
 * then says what is wrong with it, rather than the hook waiting for more.
 */
export class JsonValueEnd {
  #depth = 0;
  #started = false;
  #inString = false;
  #escaped = false;
  #seen = 0;

  /** Feeds the next bytes; returns the end (exclusive, counted from the stream's first byte) once the value is complete. */
  push(chunk: Uint8Array): number | undefined {
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index]!;
      const at = this.#seen + index;
      if (!this.#started) {
        if (space.has(byte)) continue;
        if (byte !== 0x7b && byte !== 0x5b) return at + 1;
        this.#started = true;
        this.#depth = 1;
        continue;
      }
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (byte === 0x5c) this.#escaped = true;
        else if (byte === 0x22) this.#inString = false;
        continue;
      }
      if (byte === 0x22) this.#inString = true;
      else if (byte === 0x7b || byte === 0x5b) this.#depth += 1;
      else if (byte === 0x7d || byte === 0x5d) {
        this.#depth -= 1;
        if (this.#depth === 0) return at + 1;
      }
    }
    this.#seen += chunk.length;
    return undefined;
  }
}

/**
 * Reads a hook's JSON from `stdin` and answers as soon as one complete JSON value has arrived: Claude
 * Code has been seen to leave a hook's stdin open (SessionEnd on `/clear`, and on Windows), and a hook
 * that waits for EOF then archives nothing. Stops reading (and lets go of the stream) once answered;
 * more than `maxBytes` before the value completes is refused unread. Bytes after the value are ignored.
 */
export function readHookInput(stdin: Readable, maxBytes: number): Promise<HookInputRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const end = new JsonValueEnd();
    let size = 0;
    const finish = (read: HookInputRead): void => {
      stdin.off("data", onData);
      stdin.off("end", onEnd);
      stdin.off("error", onError);
      // Nothing more is read: a pipe left open must not keep the hook's process alive.
      stdin.destroy();
      resolve(read);
    };
    const onData = (chunk: Buffer | string): void => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const complete = end.push(buffer);
      chunks.push(buffer);
      size += buffer.length;
      if (complete !== undefined && complete <= maxBytes) return finish({ kind: "text", text: Buffer.concat(chunks).subarray(0, complete).toString("utf8") });
      if (size > maxBytes) return finish({ kind: "too-large" });
    };
    const onEnd = (): void => finish({ kind: "text", text: Buffer.concat(chunks).toString("utf8") });
    const onError = (error: Error): void => {
      stdin.off("data", onData);
      stdin.off("end", onEnd);
      reject(error);
    };
    stdin.on("data", onData);
    stdin.once("end", onEnd);
    stdin.once("error", onError);
  });
}
