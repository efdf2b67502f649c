import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import { isVisibleIn, type Scope } from "../store/scope.js";
import { recordCandidate, type Candidate } from "./recall-candidates.js";
import type { ScoredCandidate } from "./score-candidates.js";
import { markIds, markedCount, startWordIdWalk, wordIdSet } from "./word-id-sets.js";

/** Successors followed from a superseded entry to the current one (a longer chain is cut there). */
export const maxSupersessionHops = 8;
/** A curated memory ranks this much above the best turn it absorbed. */
export const curatedLead = 1.01;

/**
 * A curated item stands for a turn it was distilled from only when it holds at least this share of the
 * turn's distinct words (decision 0297): a fact drawn from one sentence of a long turn does not take the
 * whole turn's place, whose other sentences may hold what a question asks.
 */
export const absorbShare = 0.5;

/**
 * Whether a curated text holds at least `absorbShare` of a turn's distinct words (`tokenize`'s; a turn
 * without words: yes). Word id sets, so call `startWordIdWalk` before a run of these.
 */
export function standsFor(curatedText: string, turnText: string): boolean {
  const turnWords = wordIdSet(turnText);
  if (turnWords.length === 0) return true;
  const least = Math.ceil(turnWords.length * absorbShare);
  return markedCount(turnWords, markIds(wordIdSet(curatedText)), least) >= 0;
}

/** What replaced the value a transcript turn holds. */
export interface Replacement {
  /** The current entry's candidate key. */
  readonly key: string;
  /** "superseded on 2026-03-03 by: The API runs on port 8080 now." */
  readonly note: string;
}

/** The current entry that replaced `entry`, following `supersededBy`; undefined when none is visible. */
async function currentSuccessor(store: MemoryStore, scope: Scope, entry: EntryRecord): Promise<EntryRecord | undefined> {
  let current: EntryRecord | undefined = entry;
  for (let hop = 0; hop < maxSupersessionHops && current?.supersededBy !== undefined; hop++) {
    const next: EntryRecord | undefined = await store.get("entry", current.supersededBy);
    current = next && isVisibleIn(next.scope, scope) ? next : undefined;
  }
  return current === entry || current?.supersededBy !== undefined || current?.validTo !== undefined ? undefined : current;
}

/** The note a turn holding a superseded value carries: when it changed, and the current value. */
export function replacementNote(superseded: EntryRecord, current: EntryRecord): string {
  const when = (superseded.validTo ?? current.createdAt).slice(0, 10);
  return `[superseded on ${when} by: ${current.content.replace(/\s+/g, " ").trim()}]`;
}

/**
 * For each superseded entry the search found, its current successor joins the candidates (scored as
 * the superseded one matched, when it is not there already), and the transcript turns the superseded
 * entry was distilled from are marked with what replaced them. Returns the candidates to rank and the
 * replacements by turn id.
 */
export async function withSuccessors(
  store: MemoryStore,
  scope: Scope,
  candidates: readonly Candidate[],
  superseded: readonly EntryRecord[],
): Promise<{ candidates: Candidate[]; replaced: Map<string, Replacement> }> {
  const replaced = new Map<string, Replacement>();
  if (superseded.length === 0) return { candidates: [...candidates], replaced };
  const out = [...candidates];
  const at = new Map(out.map((candidate, index) => [candidate.key, index]));
  // Each superseded entry once, first found first; their successor chains are followed concurrently (a
  // server store's round trips overlap), then used in that order, as following them one by one would.
  const firsts = new Map<string, EntryRecord>();
  for (const old of superseded) if (!firsts.has(old.id)) firsts.set(old.id, old);
  const distinct = [...firsts.values()];
  const successors = await Promise.all(distinct.map((old) => currentSuccessor(store, scope, old)));
  for (const [found, old] of distinct.entries()) {
    const current = successors[found];
    if (!current) continue;
    const key = `entry:${current.id}`;
    const oldScore = candidates.find((candidate) => candidate.id === old.id)?.textScore ?? 0;
    const index = at.get(key);
    const textScore = Math.max(oldScore, index === undefined ? 0 : out[index]!.textScore);
    const candidate = recordCandidate(current, textScore);
    if (index === undefined) {
      at.set(key, out.length);
      out.push(candidate);
    } else if (out[index]!.textScore < textScore) {
      out[index] = { ...out[index]!, textScore };
    }
    const note = replacementNote(old, current);
    for (const id of old.provenance.messageIds) if (!replaced.has(id)) replaced.set(id, { key, note });
  }
  return { candidates: out, replaced };
}

/**
 * Curated memory over raw transcript, on scored candidates: a current entry or daily item absorbs the
 * transcript turns it was distilled from (provenance) and stands for (`standsFor`): they leave the list
 * and the entry ranks `curatedLead` above the best of them. A turn holding a superseded value ranks below
 * the entry that replaced it. Returns the list, best first order not kept (the caller sorts), the caps (a
 * turn's highest allowed total, by candidate key), and which candidate absorbed each turn left out (by key).
 */
export function preferCurated(
  scored: readonly ScoredCandidate[],
  replaced: ReadonlyMap<string, Replacement>,
): { scored: ScoredCandidate[]; caps: Map<string, number>; absorbed: Map<string, string> } {
  // Each turn's curated candidates, in list order (the first that stands for the turn absorbs it).
  const owners = new Map<string, number[]>();
  scored.forEach((hit, index) => {
    if (hit.candidate.kind === "message") return;
    for (const id of hit.candidate.ids) {
      const known = owners.get(id);
      if (known === undefined) owners.set(id, [index]);
      else if (known[known.length - 1] !== index) known.push(index);
    }
  });
  const lifted = new Map<number, number>();
  const absorbedBy = new Map<number, number>();
  if (owners.size > 0) startWordIdWalk();
  scored.forEach((hit, index) => {
    if (hit.candidate.kind !== "message") return;
    const candidates = owners.get(hit.candidate.id);
    if (candidates === undefined || replaced.has(hit.candidate.id)) return;
    const by = candidates.find((owner) => standsFor(scored[owner]!.candidate.text, hit.candidate.text));
    if (by === undefined) return;
    absorbedBy.set(index, by);
    lifted.set(by, Math.max(lifted.get(by) ?? 0, hit.signals.total * curatedLead));
  });
  const absorbed = new Map<string, string>();
  for (const [index, by] of absorbedBy) absorbed.set(scored[index]!.candidate.key, scored[by]!.candidate.key);
  const totals = new Map<string, number>();
  const out: ScoredCandidate[] = [];
  scored.forEach((hit, index) => {
    if (absorbedBy.has(index)) return;
    const lift = lifted.get(index);
    const next = lift !== undefined && lift > hit.signals.total ? { candidate: hit.candidate, signals: { ...hit.signals, total: round(lift) } } : hit;
    totals.set(next.candidate.key, next.signals.total);
    out.push(next);
  });
  const caps = new Map<string, number>();
  for (const hit of out) {
    const replacement = hit.candidate.kind === "message" ? replaced.get(hit.candidate.id) : undefined;
    const currentTotal = replacement ? totals.get(replacement.key) : undefined;
    if (currentTotal !== undefined) caps.set(hit.candidate.key, round(currentTotal / curatedLead));
  }
  return { scored: out, caps, absorbed };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;
