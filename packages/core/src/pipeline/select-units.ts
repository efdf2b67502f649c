import type { Unit } from "../message/units.js";

export interface UnitSelection {
  /** Positions (in the window) of the units kept, ascending. */
  readonly kept: readonly number[];
  /** Positions of the units dropped, ascending. */
  readonly dropped: readonly number[];
  readonly keptTokens: number;
}

export interface SelectOptions {
  /** Cost of each unit in the window, by position. */
  readonly costs: readonly number[];
  /** Position of the unit holding the current task anchor, kept whatever it costs. */
  readonly anchor: number | undefined;
  /** Tokens the kept units should fit in. */
  readonly target: number;
  /** Tokens the kept units must fit in; the newest unit is kept up to this when the target has no room for it. */
  readonly limit: number;
}

/**
 * The budget walk: from the newest unit to the oldest, keep units while they fit the target, and
 * stop at the first that does not, so what is kept is the anchor plus one unbroken recent stretch.
 */
export function selectUnitsWithinBudget(window: readonly Unit[], options: SelectOptions): UnitSelection {
  const { costs, anchor, target, limit } = options;
  const keep = new Set<number>();
  let used = 0;
  if (anchor !== undefined) {
    keep.add(anchor);
    used += costs[anchor]!;
  }
  let newest = window.length - 1;
  if (newest === anchor) newest -= 1;
  for (let i = newest; i >= 0; i--) {
    if (i === anchor) continue;
    const cost = costs[i]!;
    if (used + cost > target) {
      if (i === newest && used + cost <= limit) {
        keep.add(i);
        used += cost;
      }
      break;
    }
    keep.add(i);
    used += cost;
  }
  return split(window.length, keep, used);
}

/** The smallest context: the anchor and the units holding the last two messages. */
export function selectMinimum(window: readonly Unit[], costs: readonly number[], anchor: number | undefined): UnitSelection {
  const keep = new Set<number>();
  if (anchor !== undefined) keep.add(anchor);
  let messages = 0;
  for (let i = window.length - 1; i >= 0 && messages < 2; i--) {
    keep.add(i);
    messages += window[i]!.messages.length;
  }
  let used = 0;
  for (const i of keep) used += costs[i]!;
  return split(window.length, keep, used);
}

function split(count: number, keep: ReadonlySet<number>, keptTokens: number): UnitSelection {
  const kept: number[] = [];
  const dropped: number[] = [];
  for (let i = 0; i < count; i++) (keep.has(i) ? kept : dropped).push(i);
  return { kept, dropped, keptTokens };
}
