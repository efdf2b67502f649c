import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readHookInput } from "../src/hooks/index.js";
import { JsonValueEnd } from "../src/hooks/hook-input-reader.js";

/** Where the first value ends when `text` arrives in pieces of `size` bytes. */
function endOf(text: string, size: number): number | undefined {
  const bytes = Buffer.from(text);
  const scanner = new JsonValueEnd();
  for (let at = 0; at < bytes.length; at += size) {
    const end = scanner.push(bytes.subarray(at, at + size));
    if (end !== undefined) return end;
  }
  return undefined;
}

describe("reading a hook's stdin", () => {
  it("finds the end of the first JSON value wherever the bytes are split", () => {
    const value = JSON.stringify({ session_id: "s", prompt: 'a "}" in quotes, a \\ and {[ ]} and ✓ and 🙂', nested: { list: [1, [2, { x: "]" }]] } });
    const text = `  \n${value}\n{"second": true}`;
    const expected = Buffer.byteLength(`  \n${value}`);
    for (const size of [1, 2, 3, 7, 64, text.length]) expect(endOf(text, size)).toBe(expected);
    // Unfinished: an escaped quote does not end the string, so the brace after it is text.
    expect(endOf('{"a": "\\"}', 1)).toBeUndefined();
    expect(endOf('{"a": [1, 2}', 4)).toBeUndefined();
    // Not an object or an array: "complete" at its first byte, for the parser to refuse.
    expect(endOf("   garbage", 3)).toBe(4);
    expect(endOf("", 1)).toBeUndefined();
  });

  it("answers on the first complete value while the stream stays open, and lets go of the stream", async () => {
    const stdin = new PassThrough();
    const read = readHookInput(stdin, 1_000);
    stdin.write('{"session_id": "s", "prompt": "split ');
    stdin.write('here"}\n');
    expect(await read).toEqual({ kind: "text", text: '{"session_id": "s", "prompt": "split here"}' });
    expect(stdin.destroyed).toBe(true);
  });

  it("refuses more than the limit before the value completes, and returns what an ended stream held", async () => {
    const big = new PassThrough();
    const tooLarge = readHookInput(big, 10);
    big.write('{"prompt": "');
    big.write("x".repeat(20));
    expect(await tooLarge).toEqual({ kind: "too-large" });

    // A complete value past the limit is refused too, even in one chunk.
    const oneChunk = new PassThrough();
    const refused = readHookInput(oneChunk, 10);
    oneChunk.write(`{"prompt": "${"x".repeat(20)}"}`);
    expect(await refused).toEqual({ kind: "too-large" });

    const ended = new PassThrough();
    const partial = readHookInput(ended, 1_000);
    ended.end('{"session_id": ');
    expect(await partial).toEqual({ kind: "text", text: '{"session_id": ' });
  });
});
