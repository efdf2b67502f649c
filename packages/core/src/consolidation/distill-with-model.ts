import { trustRank } from "../store/trust.js";
import { z } from "zod";
import type { Complete } from "../model-functions.js";
import { entryTypeSchema, type DailyRecord, type EntryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { contentSignature, sameMembers } from "./content-signature.js";
import { prescribesDanger } from "../extraction/instruction-text.js";
import type { ResolvedConsolidationOptions } from "./consolidation-options.js";
import { distilledEntry } from "./distilled-entry.js";
import { distillationPrompt, distillationSystemPrompt } from "./distillation-prompt.js";
import { mergeIntoEntry, supersedeEntry } from "./merge-entries.js";
import { keyForNewValue, renameChain } from "./chain-key.js";
import { placeCandidate } from "./place-candidate.js";
import { uniqueKey } from "./unique-key.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

const itemIds = z.array(z.string().min(1)).min(1);
const text = z.string().trim().min(1).max(2_000);
const importance = z.number().min(0).max(1);
const key = z.string().trim().min(1).max(200);

/** What the model must answer: one operation per group of daily items. */
export const distillationAnswerSchema = z.object({
  operations: z
    .array(
      z.discriminatedUnion("action", [
        z.object({ action: z.literal("create"), items: itemIds, key: key.optional(), content: text, type: entryTypeSchema, importance }),
        z.object({ action: z.literal("merge"), items: itemIds, into: z.string().min(1), content: text.optional() }),
        z.object({
          action: z.literal("supersede"),
          items: itemIds,
          supersedes: z.string().min(1),
          key: key.optional(),
          content: text,
          type: entryTypeSchema,
          importance,
        }),
        z.object({ action: z.literal("skip"), items: itemIds, reason: z.string().max(300) }),
      ]),
    )
    .max(500),
});
export type DistillationAnswer = z.infer<typeof distillationAnswerSchema>;
type Operation = DistillationAnswer["operations"][number];

function parseAnswer(result: { text: string; object?: unknown }): DistillationAnswer {
  const raw = result.object ?? JSON.parse(result.text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  const parsed = distillationAnswerSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the answer does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

/** Throws when an operation names an item outside the batch, uses one twice, targets an entry it may not, or writes a dangerous prescription. */
function checkOperations(operations: readonly Operation[], batch: readonly DailyRecord[], set: ConsolidationWorkingSet): void {
  const inBatch = new Map(batch.map((item) => [item.id, item]));
  const used = new Set<string>();
  for (const operation of operations) {
    // What the model writes itself becomes an entry every later session reads: never one that has it run a dangerous command.
    const written = "content" in operation ? operation.content : undefined;
    if (written !== undefined && prescribesDanger(written))
      throw new Error(`operation ${operation.action} writes "${written}", which would have later sessions run a dangerous command`);
    for (const id of operation.items) {
      if (!inBatch.has(id)) throw new Error(`operation ${operation.action} names "${id}", which is not in the batch`);
      if (used.has(id)) throw new Error(`daily item "${id}" is used by two operations`);
      used.add(id);
    }
    if (operation.action !== "merge" && operation.action !== "supersede") continue;
    const targetId = operation.action === "merge" ? operation.into : operation.supersedes;
    const target = set.current().find((entry) => entry.id === targetId);
    if (!target) throw new Error(`operation ${operation.action} targets "${targetId}", which is not a current entry of this scope`);
    const texts = operation.action === "supersede" ? [operation.content] : operation.items.map((id) => inBatch.get(id)!.content);
    if (operation.action === "merge" && operation.items.some((id) => inBatch.get(id)!.type !== target.type)) {
      throw new Error(`merge into "${targetId}" mixes types`);
    }
    if (texts.some((t) => !sameMembers(contentSignature(t).names, contentSignature(target.content).names))) {
      throw new Error(`operation ${operation.action} on "${targetId}" joins different identifiers`);
    }
  }
}

function applyOperation(set: ConsolidationWorkingSet, operation: Operation, items: DailyRecord[], options: ResolvedConsolidationOptions): void {
  const fromDaily = operation.items;
  switch (operation.action) {
    case "skip":
      set.record({ action: "skipped", fromDaily, via: "model", reason: operation.reason || "skipped by the model" });
      return;
    case "create": {
      const entry = distilledEntry(items, operation, options, set.now);
      placeCandidate(set, { entry, dailyIds: fromDaily }, options, "model");
      return;
    }
    case "merge": {
      const first = items[0]!;
      const incoming = distilledEntry(
        items,
        { content: operation.content ?? first.content, type: first.type, importance: Math.max(...items.map((i) => i.importance)) },
        options,
        set.now,
      );
      mergeIntoEntry(set, operation.into, incoming, operation.content === undefined ? undefined : incoming.content);
      set.record({ action: "merged", id: operation.into, fromDaily, via: "model", reason: "the model found the same statement" });
      return;
    }
    case "supersede": {
      const target = set.get(operation.supersedes)!;
      const entry = distilledEntry(items, operation, options, set.now);
      if (trustRank[entry.provenance.trust] < trustRank[target.provenance.trust]) {
        set.record({
          action: "skipped",
          fromDaily,
          via: "model",
          reason: `would supersede ${target.id} from a more trusted source (${target.provenance.trust})`,
        });
        return;
      }
      // A key the model named is its choice; without one the chain's key follows the same rule as the heuristics'.
      const ownKey = operation.key !== undefined && entry.key !== target.key;
      const chainKey = operation.key === undefined ? keyForNewValue(set, target, entry.content, entry.id) : target.key;
      const newer: EntryRecord = { ...entry, key: ownKey ? uniqueKey(set, entry.key, entry.id) : chainKey };
      const validTo = supersedeEntry(set, target.id, newer);
      if (!ownKey && chainKey !== target.key) renameChain(set, target.id, target.key, chainKey);
      set.record({ action: "created", id: newer.id, key: newer.key, fromDaily, via: "model", reason: `newer value of ${target.id}` });
      set.record({ action: "superseded", id: target.id, by: newer.id, validTo, via: "model", reason: "the model found a changed value" });
    }
  }
}

/**
 * Distills one batch with the model: the batch and the current entries go fenced as untrusted data, the
 * answer is validated (schema, item ids, targets, identifiers) before anything is applied. Returns the
 * daily items the answer left out, for the heuristics. Throws when the answer is unusable; the caller
 * then falls back to the heuristics for the whole batch.
 */
export async function distillWithModel(
  complete: Complete,
  set: ConsolidationWorkingSet,
  scope: Scope,
  batch: readonly DailyRecord[],
  options: ResolvedConsolidationOptions,
): Promise<DailyRecord[]> {
  const result = await complete({
    system: distillationSystemPrompt,
    prompt: distillationPrompt(scope, batch, set.current()),
    schema: distillationAnswerSchema,
  });
  const { operations } = parseAnswer(result);
  checkOperations(operations, batch, set);
  const byId = new Map(batch.map((item) => [item.id, item]));
  for (const operation of operations)
    applyOperation(
      set,
      operation,
      operation.items.map((id) => byId.get(id)!),
      options,
    );
  const covered = new Set(operations.flatMap((operation) => operation.items));
  return batch.filter((item) => !covered.has(item.id));
}
