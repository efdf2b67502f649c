// Forked by state-probe.ts: drives many users through createEngram and reports this process's memory.
// Keep this file free of non-erasable TypeScript and of value imports from the bench: vitest runs the
// bench from source, and then Node runs this file as it is.
import { createEngram } from "@engram/core";
import { openSqliteStore } from "@engram/store-sqlite";
import type { StateProbeReport, StateProbeRequest, StateSample } from "./state-probe.js";

const forever = { max: 1_000_000_000, idleMs: 1_000_000_000 };

async function drive(request: StateProbeRequest): Promise<StateProbeReport> {
  const store = await openSqliteStore({ path: request.path });
  const engram = createEngram({
    store,
    model: "gpt-4o",
    contextWindow: 16_000,
    autoConsolidate: false,
    ...(request.system === "unbounded" ? { openScopes: forever, openSessions: forever } : { openScopes: { max: request.maxScopes } }),
  });
  const samples: StateSample[] = [];
  const sample = (users: number): void => {
    globalThis.gc?.();
    globalThis.gc?.();
    const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
    const open = engram.openState();
    samples.push({ users, rssBytes: rss, heapUsedBytes: heapUsed, arrayBuffersBytes: arrayBuffers, openScopes: open.scopes, openSessions: open.sessions });
  };
  const started = performance.now();
  let turns = 0;
  sample(0);
  for (let user = 1; user <= request.users; user++) {
    for (let session = 1; session <= request.sessionsPerUser; session++) {
      const ids = { sessionId: `u${user}-s${session}`, userId: `user-${user}` };
      await engram.prepare(ids, {
        system: ["You are a helpful assistant."],
        messages: [
          {
            role: "user",
            parts: [{ type: "text", text: `Hi, I am user ${user}. Session ${session}: where did we leave the deploy plan for service ${user % 97}?` }],
          },
        ],
      });
      await engram.record(
        ids,
        [{ role: "assistant", parts: [{ type: "text", text: `We left it at step ${session} of the rollout for service ${user % 97}.` }] }],
        {
          inputTokens: 120,
          outputTokens: 20,
        },
      );
      turns++;
    }
    if (user % request.sampleEvery === 0) sample(user);
  }
  const ms = performance.now() - started;
  await engram.close();
  await store.close();
  return { system: request.system, samples, turns, ms };
}

process.once("message", (message) => {
  drive(message as StateProbeRequest).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
});
