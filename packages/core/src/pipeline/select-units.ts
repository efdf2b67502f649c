import type { Unit } from "../message/unit.js";

export interface UnitSelection {
  /** Positions (in the window) of the units kept, ascending. */
  readonly kept: readonly number[];
  /** Positions of the units dropped, ascending. */
  readonly dropped: readonly number[];
}

export interface SelectOptions {
  /** Cost of the unit at a position; asked only for the units the walk reaches. */
  readonly cost: (position: number) => number;
  /** Positions kept whatever they cost: the current task anchor, a tool call still waiting for its result. */
  readonly required: ReadonlySet<number>;
  /** Tokens the kept units should fit in. */
  readonly target: number;
  /** Tokens the kept units must fit in; the newest unit is kept up to this when the target has no room for it. */
  readonly limit: number;
}

/**
 * The budget walk: from the newest unit to the oldest, keep units while they fit the target, and
 * stop at the first that does not, so what is kept is the required units plus one unbroken recent
 * stretch. Units older than the stop are never measured.
 */
export function selectUnitsWithinBudget(window: readonly Unit[], options: SelectOptions): UnitSelection {
  const { cost, required, target, limit } = options;
  const keep = new Set<number>(required);
  let used = 0;
  for (const position of required) used += cost(position);
  let newest = window.length - 1;
  while (newest >= 0 && required.has(newest)) newest -= 1;
  for (let i = newest; i >= 0; i--) {
    if (required.has(i)) continue;
    const unitCost = cost(i);
    if (used + unitCost > target) {
      if (i === newest && used + unitCost <= limit) keep.add(i);
      break;
    }
    keep.add(i);
    used += unitCost;
  }
  return split(window.length, keep);
}

/** The smallest context: the required units and the units holding the last two messages. */
export function selectMinimum(window: readonly Unit[], required: ReadonlySet<number>): UnitSelection {
  const keep = new Set<number>(required);
  let messages = 0;
  for (let i = window.length - 1; i >= 0 && messages < 2; i--) {
    keep.add(i);
    messages += window[i]!.messages.length;
  }
  return split(window.length, keep);
}

function split(count: number, keep: ReadonlySet<number>): UnitSelection {
  const kept: number[] = [];
  const dropped: number[] = [];
  for (let i = 0; i < count; i++) (keep.has(i) ? kept : dropped).push(i);
  return { kept, dropped };
}
