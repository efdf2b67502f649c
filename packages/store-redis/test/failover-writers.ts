import { type Scope, isEngramError } from "@engram/core";
import type { RedisStore } from "../src/index.js";
import { message, nextTime } from "./fixtures.js";

/** A write the store acknowledged: an appended message (by id) or a put note (by id), and when. */
export interface Ack {
  readonly kind: "event" | "record";
  readonly id: string;
  readonly at: number;
}

/** A write the store refused: its error code, whether it said the write was applied but not replicated. */
export interface Failure {
  readonly code: string;
  readonly unreplicated: boolean;
  readonly at: number;
}

/**
 * One agent process's writes, in a loop until stopped: an appended message to its own session, then a
 * put note, one at a time, each acknowledged or failed; nothing acknowledged is retried by the writer.
 */
export class Writer {
  readonly acks: Ack[] = [];
  readonly failures: Failure[] = [];
  #stopped = false;
  #done: Promise<void> | undefined;

  constructor(
    readonly store: RedisStore,
    readonly name: string,
    readonly scope: Scope,
  ) {}

  get sessionId(): string {
    return `session-${this.name}`;
  }

  start(): void {
    this.#done = this.#run();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#done;
  }

  ackedSince(time: number): number {
    return this.acks.filter((ack) => ack.at >= time).length;
  }

  async #run(): Promise<void> {
    for (let i = 0; !this.#stopped; i += 1) {
      const id = `${this.name}-${i}`;
      try {
        if (i % 2 === 0) {
          await this.store.appendEvents(this.sessionId, this.scope, [message(id, `write ${i} of ${this.name}`)]);
          this.acks.push({ kind: "event", id, at: Date.now() });
        } else {
          const at = nextTime();
          await this.store.put({ kind: "note", id, scope: this.scope, key: id, content: `note ${i} of ${this.name}`, createdAt: at, updatedAt: at });
          this.acks.push({ kind: "record", id, at: Date.now() });
        }
      } catch (error) {
        if (!isEngramError(error)) throw error;
        this.failures.push({ code: error.code, unreplicated: error.details["replicated"] === false, at: Date.now() });
      }
    }
  }
}

/**
 * Whether the lost writes acknowledged before `killedAt` are the tail of what the old master
 * acknowledged to their writer: one run of consecutive writes ending with its last write acknowledged
 * before the kill (what asynchronous replication can lose). No loss is a tail too.
 */
export function lostAsTail(writer: Writer, lost: readonly Ack[], killedAt: number): boolean {
  const positions = lost
    .filter((ack) => ack.at <= killedAt)
    .map((ack) => writer.acks.indexOf(ack))
    .sort((a, b) => a - b);
  if (positions.length === 0) return true;
  let last = -1;
  for (const [position, ack] of writer.acks.entries()) if (ack.at <= killedAt) last = position;
  return positions.at(-1) === last && positions.every((position, i) => i === 0 || position === positions[i - 1]! + 1);
}

/** The acknowledged writes of `writer` that `reader` cannot find, and the messages it finds more than once. */
export async function audit(reader: RedisStore, writer: Writer): Promise<{ lost: Ack[]; duplicated: string[] }> {
  const seen = new Map<string, number>();
  for (const event of await reader.readEvents(writer.sessionId)) {
    if (event.type === "message") seen.set(event.message.id, (seen.get(event.message.id) ?? 0) + 1);
  }
  const lost: Ack[] = [];
  for (const ack of writer.acks) {
    const present = ack.kind === "event" ? seen.has(ack.id) : (await reader.get("note", ack.id)) !== undefined;
    if (!present) lost.push(ack);
  }
  return { lost, duplicated: [...seen].filter(([, count]) => count > 1).map(([id]) => id) };
}
