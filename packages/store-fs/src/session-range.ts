/** A range of a session file's events, read without parsing the lines before it (`parseSessionRange`). */
import type { SessionEvent } from "@engram/core/store";
import { eventValue, lineValue } from "./session-file.js";
import { decodeUtf8 } from "./store-file-read.js";

/** An escape spelling one of "seq"'s letters (JSON.stringify never writes one): a key could be "seq" spelled so. */
const spelledLetters = ["73", "65", "71"];
const openingBytes = Buffer.from('{"seq":');
const seqKeyBytes = Buffer.from('"seq"');
const escapeBytes = Buffer.from("\\u00");

/** The seq a line of `bytes` (from `start` to `end`) opens with as the store writes it, and where its opening ends; undefined when it does not. */
function openingSeq(bytes: Buffer, start: number, end: number): { seq: number; after: number } | undefined {
  if (end - start < openingBytes.length + 2 || bytes.compare(openingBytes, 0, openingBytes.length, start, start + openingBytes.length) !== 0) return undefined;
  let at = start + openingBytes.length;
  let seq = 0;
  while (at < end && at - start - openingBytes.length < 15 && bytes[at]! >= 0x30 && bytes[at]! <= 0x39) seq = seq * 10 + bytes[at++]! - 0x30;
  if (at === start + openingBytes.length || bytes[at] !== 0x2c) return undefined;
  return { seq, after: at + 1 };
}

/** Whether the line names "seq" again after its opening, plainly or with a letter spelled as an escape (searched within the line only). */
function namesSeqAgain(bytes: Buffer, after: number, end: number): boolean {
  const rest = bytes.subarray(after, end);
  if (rest.indexOf(seqKeyBytes) !== -1) return true;
  for (let at = rest.indexOf(escapeBytes); at !== -1; at = rest.indexOf(escapeBytes, at + 1)) {
    if (spelledLetters.includes(rest.toString("latin1", at + 4, at + 6).toLowerCase())) return true;
  }
  return false;
}

/** Whether the bytes from `start` to `end` are only spaces and tabs (a blank line, which the whole parse skips). */
function blankBytes(bytes: Buffer, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (bytes[at] !== 0x20 && bytes[at] !== 0x09 && bytes[at] !== 0x0d) return false;
  return true;
}

/**
 * The events after `afterSeq`, at most `limit`, of a session file's bytes: what `parseSessionFile` gives
 * for them, decoding and parsing only their lines. Every line after the header must open with its seq as
 * the store writes it (`{"seq":N,`), the seqs rising line by line and named once per line (no other
 * `"seq"`, no letter of it spelled as an escape); then a line before the range cannot change which of
 * the range's lines are read (whatever it holds, each later line's seq follows it). Undefined when the
 * file is not so (a person's edit, a line written otherwise, a range line whose event holds another
 * seq): parse the whole file then.
 */
export function parseSessionRange(path: string, bytes: Buffer, afterSeq: number, limit: number): SessionEvent[] | undefined {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let start = 0; start <= bytes.length; ) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    starts.push(start);
    ends.push(end);
    start = end + 1;
  }
  const endsWithNewline = bytes.length === 0 || bytes[bytes.length - 1] === 0x0a;
  if (endsWithNewline) {
    starts.pop();
    ends.pop();
  }
  const seqs: number[] = new Array(starts.length).fill(0);
  let previous = 0;
  let first = starts.length;
  for (let index = 1; index < starts.length; index++) {
    if (blankBytes(bytes, starts[index]!, ends[index]!)) continue;
    const opening = openingSeq(bytes, starts[index]!, ends[index]!);
    if (opening === undefined || opening.seq <= previous || namesSeqAgain(bytes, opening.after, ends[index]!)) return undefined;
    previous = opening.seq;
    seqs[index] = opening.seq;
    if (first === starts.length && opening.seq > afterSeq) first = index;
  }
  const events: SessionEvent[] = [];
  for (let index = first; index < starts.length && events.length < limit; index++) {
    const lineNumber = index + 1;
    const line = decodeUtf8(bytes.subarray(starts[index]!, ends[index]!));
    const read = lineValue(path, line ?? "", lineNumber, index === starts.length - 1 && !endsWithNewline, line === undefined);
    if (read === undefined || "problem" in read) continue;
    const parsed = eventValue(path, lineNumber, read.value);
    if ("problem" in parsed) continue;
    if (parsed.event.seq !== seqs[index]) return undefined;
    events.push(parsed.event);
  }
  return events;
}
