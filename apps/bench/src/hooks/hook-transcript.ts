import { SeededRandom } from "../seeded-random.js";

const words = [
  "cache",
  "schema",
  "migration",
  "request",
  "handler",
  "queue",
  "worker",
  "token",
  "session",
  "index",
  "build",
  "deploy",
  "config",
  "retry",
  "timeout",
  "parser",
  "router",
  "bundle",
  "fixture",
  "client",
  "server",
  "module",
  "vector",
  "ledger",
];

/**
 * Lines of a Claude Code transcript (user and assistant lines as Claude Code writes them, each about
 * `lineBytes` long), numbered from `from`: what a long coding session's `<session>.jsonl` holds.
 */
export class BenchTranscript {
  readonly #sessionId: string;
  readonly #cwd: string;
  readonly #random: SeededRandom;
  #parent: string | null = null;
  #index = 0;

  constructor(sessionId: string, cwd: string, seed = 0x5709) {
    this.#sessionId = sessionId;
    this.#cwd = cwd;
    this.#random = new SeededRandom(seed);
  }

  #text(bytes: number): string {
    const parts: string[] = [];
    let length = 0;
    while (length < bytes) {
      const word = this.#random.pick(words);
      parts.push(word);
      length += word.length + 1;
    }
    return parts.join(" ");
  }

  /** The next line (user and assistant in turn), about `lineBytes` bytes with its JSON. */
  next(lineBytes = 2_048): string {
    const index = this.#index++;
    const user = index % 2 === 0;
    const uuid = `bench-${String(index).padStart(8, "0")}`;
    const base = {
      parentUuid: this.#parent,
      isSidechain: false,
      userType: "external",
      cwd: this.#cwd,
      sessionId: this.#sessionId,
      version: "2.1.0",
      type: user ? "user" : "assistant",
      uuid,
      timestamp: new Date(Date.UTC(2026, 10, 1) + index * 1_000).toISOString(),
    };
    this.#parent = uuid;
    const text = this.#text(lineBytes - 420);
    const message = user
      ? { role: "user", content: `How should the ${text}?` }
      : { id: `msg_${uuid}`, type: "message", role: "assistant", model: "claude-sonnet-4-5", content: [{ type: "text", text: `The ${text}.` }] };
    return JSON.stringify({ ...base, message });
  }

  /** Lines until they hold `bytes` bytes (with their line breaks). */
  lines(bytes: number): string[] {
    const lines: string[] = [];
    let total = 0;
    while (total < bytes) {
      const line = this.next();
      lines.push(line);
      total += Buffer.byteLength(line) + 1;
    }
    return lines;
  }
}
