import type { SessionEvent } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { parseSessionFile, renderEventLines, renderSessionHeader } from "../src/session-file.js";
import { parseSessionRange } from "../src/session-range.js";
import { decodeUtf8Lines } from "../src/store-file-read.js";

const at = "2026-05-01T10:00:00.000Z";
const event = (seq: number): SessionEvent =>
  seq % 3 === 0
    ? { seq, at, type: "usage", inputTokens: seq }
    : {
        seq,
        at,
        type: "message",
        message: { id: `m${seq}`, role: seq % 3 === 1 ? "user" : "assistant", parts: [{ type: "text", text: `turn ${seq}` }], createdAt: at },
      };

const header = renderSessionHeader("s1", { user: "ann" });
const written = (seqs: readonly number[]): string => header + renderEventLines(seqs.map(event));
const lines = (text: string): string[] => text.split("\n");

const bytesOf = (file: string | Buffer): Buffer => (typeof file === "string" ? Buffer.from(file) : file);

/** What a whole-file parse gives for the range (as the store read every range before): the simple path the range read must equal. */
function simple(file: string | Buffer, afterSeq: number, limit: number): SessionEvent[] {
  const { text, badLines } = decodeUtf8Lines(bytesOf(file));
  return parseSessionFile("sessions/s1.jsonl", text, badLines)
    .events.filter((one) => one.seq > afterSeq)
    .slice(0, limit);
}

const range = (file: string | Buffer, afterSeq: number, limit: number) => parseSessionRange("sessions/s1.jsonl", bytesOf(file), afterSeq, limit);

/** Every range of the file: the range read equals the whole parse, or declines (undefined) and the whole parse is used. */
function expectSameRanges(file: string | Buffer): { fast: number; declined: number } {
  let fast = 0;
  let declined = 0;
  for (const afterSeq of [0, 1, 2, 3, 5, 8, 13, 40, 1e12]) {
    for (const limit of [1, 2, 5, Number.POSITIVE_INFINITY]) {
      const read = range(file, afterSeq, limit);
      if (read === undefined) declined++;
      else {
        fast++;
        expect(read, `after ${afterSeq}, limit ${limit}`).toEqual(simple(file, afterSeq, limit));
      }
    }
  }
  return { fast, declined };
}

describe("reading a range of a session file", () => {
  it("parses only the range's lines of a file as the store writes it, and gives what the whole parse gives", () => {
    const seqs = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(expectSameRanges(written(seqs))).toEqual({ fast: 36, declined: 0 });
    expect(range(written(seqs), 4, 3)!.map((one) => one.seq)).toEqual([5, 6, 7]);
    // Seqs with gaps (repair took lines out), blank lines, a cut-off last line: still read fast, still the same.
    const gappy = written([1, 2, 5, 6, 9, 10, 11]).replace(`${JSON.stringify(event(5))}\n`, `${JSON.stringify(event(5))}\n\n   \n`);
    expect(expectSameRanges(`${gappy}{"seq":12,"at":"2026-05-01T10:0`)).toEqual({ fast: 36, declined: 0 });
    // An escaped control character (tool output's colours) is no spelled "seq": still read fast.
    const coloured = written([1, 2]).replace("turn 1", "\\u001b[31mturn 1");
    expect(JSON.parse(lines(coloured)[1]!).message.parts[0].text).toBe("\u001b[31mturn 1");
    expect(expectSameRanges(coloured)).toEqual({ fast: 36, declined: 0 });
  });

  it("skips the lines the whole parse skips: not JSON, not an event, not UTF-8, too deep", () => {
    const text = lines(written([1, 2, 3, 4, 5, 6, 7, 8]));
    text[2] = '{"seq":2,"at": not json';
    text[4] = '{"seq":4,"at":"2026-05-01T10:00:00.000Z","type":"nonsense"}';
    text[6] = `{"seq":6,"at":"${at}","type":"usage","inputTokens":1,"deep":${"[".repeat(600)}${"]".repeat(600)}}`;
    // Line 8 (seq 7) is not UTF-8: a lone continuation byte inside its text.
    const [before, after] = text.join("\n").split("turn 7");
    const file = Buffer.concat([Buffer.from(before!), Buffer.from([0x80]), Buffer.from(after!)]);
    expect(decodeUtf8Lines(file).badLines).toEqual([8]);
    expect(expectSameRanges(file)).toEqual({ fast: 36, declined: 0 });
    expect(range(file, 0, 10)!.map((one) => one.seq)).toEqual([1, 3, 5, 8]);
  });

  it("declines a file a person edited so that an earlier line could change the range: the whole parse reads it", () => {
    const base = lines(written([1, 2, 3, 4, 5, 6, 7, 8]));
    const edits: [string, (text: string[]) => void][] = [
      ["seqs out of order", (text) => ([text[3], text[6]] = [text[6]!, text[3]!])],
      ["a seq repeated", (text) => (text[5] = JSON.stringify(event(4)))],
      ["keys in another order", (text) => (text[2] = JSON.stringify({ at, seq: 2, type: "usage", inputTokens: 2 }))],
      // A second "seq" key: JSON.parse keeps the last, so this line is seq 900 and every later line "does not follow".
      ["a second seq key", (text) => (text[2] = `{"seq":2,"at":"${at}","type":"usage","inputTokens":2,"seq":900}`)],
      ["the seq key spelled with an escape", (text) => (text[2] = `{"seq":2,"at":"${at}","type":"usage","inputTokens":2,"\\u0073eq":900}`)],
      ["a line that is not an event at all", (text) => (text[4] = "hello")],
    ];
    for (const [name, edit] of edits) {
      const text = [...base];
      edit(text);
      const joined = text.join("\n");
      expect(expectSameRanges(joined).fast, name).toBe(0);
    }
    // Where the whole parse takes the second key at its word, the range read would have disagreed.
    const doubled = [...base];
    doubled[2] = `{"seq":2,"at":"${at}","type":"usage","inputTokens":2,"seq":900}`;
    expect(simple(doubled.join("\n"), 0, 10).map((one) => one.seq)).toEqual([1, 900]);
  });

  it("declines when the range's own line holds another seq than it opens with", () => {
    const text = lines(written([1, 2, 3]));
    text[2] = `{"seq":2,"at":"${at}","type":"usage","inputTokens":2}`.replace('"seq":2,', '"seq":2,"x":{"seq":5},');
    expect(range(text.join("\n"), 1, 5)).toBeUndefined();
  });
});
