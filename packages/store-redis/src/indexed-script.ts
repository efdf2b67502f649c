import { EngramError } from "@engram/core";
import type { Connection, RedisArg } from "./connection.js";
import type { IndexTarget } from "./keys.js";
import type { LuaScript } from "./lua/script.js";
import type { ScriptKeys } from "./script-keys.js";

/** Calls of one write whose stored texts keep changing under it before it gives up (WRITE_CONFLICT). */
const attempts = 8;

/** The streams a 'stale' reply names (the script wrote nothing), or undefined for any other reply. */
function staleStreams(reply: unknown): string[] | undefined {
  if (!Array.isArray(reply) || reply[0] !== "stale") return undefined;
  return reply.slice(1).map(String);
}

/**
 * Runs a script that unindexes stored docs of `target`. Their terms are keys the client cannot know
 * without reading them, so the script checks them against KEYS before it writes anything; when some
 * are missing it writes nothing and returns the docs' streams, whose keys are added for the next call.
 * One call when the stored text's terms were passed (a new doc, the same text, a text read before).
 */
export async function runIndexedScript(
  connection: Connection,
  script: LuaScript,
  keys: ScriptKeys,
  target: IndexTarget,
  args: readonly RedisArg[],
  idempotent = true,
): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    const reply = await connection.script(script, keys.list, args, idempotent);
    const streams = staleStreams(reply);
    if (streams === undefined) return reply;
    if (attempt >= attempts) {
      throw new EngramError(
        "WRITE_CONFLICT",
        `The ${script.name} script found other texts stored each of ${attempts} times (concurrent writers rewriting them); try again.`,
        { details: { script: script.name } },
      );
    }
    for (const stream of streams) keys.stream(target, stream);
  }
}
