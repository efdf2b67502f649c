import type { EvalSession } from "./conversation-set.js";

/** The turn ids of a conversation in conversation order, to check evidence against and expand ranges over. */
export interface TurnIndex {
  readonly order: readonly string[];
  readonly position: ReadonlyMap<string, number>;
}

export function turnIndexOf(sessions: readonly EvalSession[]): TurnIndex {
  const order = sessions.flatMap((session) => session.turns.map((turn) => turn.id));
  return { order, position: new Map(order.map((id, i) => [id, i])) };
}

/** "D", optional ":" and spaces, dialogue, ":", turn; optionally "-" and a second id (or only its turn). */
const evidencePattern = /D\s*:?\s*(\d+)\s*:\s*(\d+)(?:\s*-\s*(?:D\s*:?\s*(\d+)\s*:\s*)?(\d+))?/g;

const diaId = (dialogue: number, turn: number): string => `D${dialogue}:${turn}`;

/** A range longer than this is a typo, not evidence: its endpoints are kept, not every turn between. */
const longestRange = 500;

/**
 * Reads evidence strings as LoCoMo and REALTALK write them, against the conversation's turns: ids
 * without leading zeros ("D30:05" is "D30:5", "D:11:26" is "D11:26", "D 2:18" is "D2:18"), several
 * per string whatever separates them ("D8:6; D9:17", "D1:2, D1:4"), and ranges "D12:3-D12:5" (or
 * "D12:3-5") as every turn from the first to the last in conversation order, inclusive. Ids that name
 * no turn, and text that names no id at all, come back in `unknown`.
 */
export function parseEvidence(evidence: readonly string[], turns: TurnIndex): { ids: string[]; unknown: string[] } {
  const ids = new Set<string>();
  const unknown = new Set<string>();
  const take = (id: string): void => void (turns.position.has(id) ? ids.add(id) : unknown.add(id));
  for (const text of evidence) {
    let rest = text;
    for (const match of text.matchAll(evidencePattern)) {
      rest = rest.replace(match[0], " ");
      const first = diaId(Number(match[1]), Number(match[2]));
      if (match[4] === undefined) {
        take(first);
        continue;
      }
      const lastDialogue = match[3] === undefined ? Number(match[1]) : Number(match[3]);
      const last = diaId(lastDialogue, Number(match[4]));
      const from = turns.position.get(first);
      const to = turns.position.get(last);
      if (from !== undefined && to !== undefined && Math.abs(to - from) <= longestRange) {
        for (let i = Math.min(from, to); i <= Math.max(from, to); i++) ids.add(turns.order[i]!);
      } else if (lastDialogue === Number(match[1]) && Math.abs(Number(match[4]) - Number(match[2])) <= longestRange) {
        const low = Math.min(Number(match[2]), Number(match[4]));
        const high = Math.max(Number(match[2]), Number(match[4]));
        for (let turn = low; turn <= high; turn++) take(diaId(lastDialogue, turn));
      } else {
        take(first);
        take(last);
      }
    }
    // What names no id ("D17;39") is reported as written, less the separators around it.
    if (/[a-z0-9]/i.test(rest.replace(/\band\b/gi, " "))) unknown.add(rest.replace(/^[\s;,.&]+|[\s;,.&]+$/g, "").replace(/\s+/g, " "));
  }
  return { ids: [...ids], unknown: [...unknown] };
}

/** A dia_id as evidence names it ("D30:05" is "D30:5"); anything else unchanged. */
export function normalizeDiaId(id: string): string {
  const match = /^\s*D\s*:?\s*(\d+)\s*:\s*(\d+)\s*$/.exec(id);
  return match ? diaId(Number(match[1]), Number(match[2])) : id;
}
