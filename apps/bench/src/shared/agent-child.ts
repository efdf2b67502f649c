// Forked by agent-fleet.ts: one agent process of the shared-store suites. It opens the shared store,
// says "ready", waits for "go", runs its users and sends its report. Keep this file free of
// non-erasable TypeScript and of static value imports from the bench: vitest runs the bench from
// source, and then Node runs this file as it is; its siblings are imported by file (built .js, else
// the .ts source).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Engram, MemoryStore } from "@engram/core";
import type { AgentPlan, AgentReport } from "./agent-work.js";
import type { SharedStoreSpec } from "./shared-store-spec.js";

/** Parent to child. */
export type AgentCommand = { readonly type: "open"; readonly spec: SharedStoreSpec; readonly plan: AgentPlan } | { readonly type: "go" };

/** Child to parent. */
export type AgentMessage =
  | { readonly type: "ready" }
  | { readonly type: "progress"; readonly calls: number }
  | { readonly type: "report"; readonly report: AgentReport }
  | { readonly type: "failed"; readonly error: string };

/** How often (in calls) the child tells the parent how far it is: the faults suite waits on it. */
const progressEvery = 5;

async function sibling<T>(name: string): Promise<T> {
  for (const extension of [".js", ".ts"]) {
    const url = new URL(`./${name}${extension}`, import.meta.url);
    if (existsSync(fileURLToPath(url))) return (await import(url.href)) as T;
  }
  throw new Error(`The bench file ${name} is missing beside ${fileURLToPath(import.meta.url)}.`);
}

const send = (message: AgentMessage): Promise<void> => new Promise((resolve) => process.send?.(message, () => resolve()));

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

let store: MemoryStore | undefined;
let plan: AgentPlan | undefined;
let engram: Engram | undefined;
const work = sibling<typeof import("./agent-work.js")>("agent-work");

async function open(command: Extract<AgentCommand, { type: "open" }>): Promise<void> {
  const { openSharedStore } = await sibling<typeof import("./shared-store-spec.js")>("shared-store-spec");
  store = await openSharedStore(command.spec);
  engram = await (await work).startEngram(store);
  plan = command.plan;
  await send({ type: "ready" });
}

async function go(): Promise<void> {
  if (store === undefined || plan === undefined || engram === undefined) throw new Error("go before open");
  const { runAgentUsers } = await work;
  let calls = 0;
  const report = await runAgentUsers(store, engram, plan, () => {
    calls++;
    if (calls % progressEvery === 0) process.send?.({ type: "progress", calls } satisfies AgentMessage);
  });
  await engram.close();
  await store.close();
  await send({ type: "report", report });
  process.exit(0);
}

process.on("message", (message) => {
  const command = message as AgentCommand;
  const step = command.type === "open" ? open(command) : go();
  step.catch(async (error: unknown) => {
    await send({ type: "failed", error: describe(error) });
    process.exit(1);
  });
});
