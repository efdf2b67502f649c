import { describe, expect, it } from "vitest";
import {
  consolidateIfDue,
  consolidationLockName,
  consolidationStateId,
  createInMemoryStore,
  createInMemoryStoreData,
  readConsolidationState,
  shouldConsolidate,
  type MemoryStore,
  type Scope,
} from "./core-internals.js";
import { acme, dailyItem, entriesOf, putAll } from "./consolidation-fixtures.js";

const lastRun = "2026-03-01T00:00:00.000Z";
const hoursAfter = (hours: number): string => new Date(Date.parse(lastRun) + hours * 3_600_000).toISOString();

async function openSession(store: MemoryStore, id: string, scope: Scope, at: string): Promise<void> {
  await store.appendEvents(id, scope, [{ at, type: "title", title: id }]);
}

/** A store with a recorded run at `lastRun`, and a clock for its locks. */
function storeWithClock(now: string) {
  const data = createInMemoryStoreData({ now: () => Date.parse(now) });
  return createInMemoryStore({ data });
}

async function recordRun(store: MemoryStore): Promise<void> {
  await store.put({
    kind: "note",
    id: consolidationStateId(acme),
    scope: acme,
    key: "consolidation-state",
    content: JSON.stringify({ version: 1, lastRunAt: lastRun, runs: 3 }),
    createdAt: lastRun,
    updatedAt: lastRun,
  });
}

describe("shouldConsolidate", () => {
  it("is open on a scope never consolidated once 5 sessions exist in it", async () => {
    const store = storeWithClock(hoursAfter(1));
    for (let i = 0; i < 4; i += 1) await openSession(store, `s${i}`, { workspace: "acme", user: "ana" }, hoursAfter(0.5));
    await openSession(store, "beta", { workspace: "beta" }, hoursAfter(0.5));
    const closed = await shouldConsolidate({ store, scope: acme, now: hoursAfter(1) });
    expect(closed).toEqual({
      open: false,
      gates: { time: true, sessions: false, lock: true },
      reasons: ["time: open, never consolidated", "sessions: closed, 4 since the last run (needs 5)", 'lock: open, "consolidate:workspace=acme" is free'],
    });
    await openSession(store, "s4", { workspace: "acme", user: "bo" }, hoursAfter(0.6));
    expect((await shouldConsolidate({ store, scope: acme, now: hoursAfter(1) })).open).toBe(true);
  });

  it("keeps the time gate closed until 24 hours after the last run", async () => {
    const store = storeWithClock(hoursAfter(23));
    await recordRun(store);
    const early = await shouldConsolidate({ store, scope: acme, now: hoursAfter(23.5), sessionsSince: 9 });
    expect(early.gates).toEqual({ time: false, sessions: true, lock: true });
    expect(early.reasons[0]).toBe("time: closed, 23 h since the last run (needs 24 h)");
    const due = await shouldConsolidate({ store, scope: acme, now: hoursAfter(24), sessionsSince: 9 });
    expect(due).toMatchObject({ open: true, gates: { time: true, sessions: true, lock: true } });
    expect(due.reasons[0]).toBe("time: open, 24 h since the last run (needs 24 h)");
  });

  it("counts only sessions started since the last run, unless the caller gives the count", async () => {
    const store = storeWithClock(hoursAfter(30));
    await recordRun(store);
    await openSession(store, "before", acme, hoursAfter(-2));
    for (let i = 0; i < 4; i += 1) await openSession(store, `after${i}`, acme, hoursAfter(1 + i));
    const counted = await shouldConsolidate({ store, scope: acme, now: hoursAfter(30) });
    expect(counted.gates.sessions).toBe(false);
    expect(counted.reasons[1]).toBe("sessions: closed, 4 since the last run (needs 5)");
    const given = await shouldConsolidate({ store, scope: acme, now: hoursAfter(30), sessionsSince: 5 });
    expect(given.open).toBe(true);
    const tuned = await shouldConsolidate({ store, scope: acme, now: hoursAfter(30), options: { minSessions: 4, minHours: 48 } });
    expect(tuned.gates).toEqual({ time: false, sessions: true, lock: true });
  });

  it("stays closed while another holder has the lock, and does not take it itself", async () => {
    const store = storeWithClock(hoursAfter(30));
    await recordRun(store);
    const other = await store.lock(consolidationLockName(acme), 60_000);
    expect(other?.name).toBe(consolidationLockName(acme));
    const decision = await shouldConsolidate({ store, scope: acme, now: hoursAfter(30), sessionsSince: 5 });
    expect(decision.gates).toEqual({ time: true, sessions: true, lock: false });
    expect(decision.reasons[2]).toBe('lock: closed, "consolidate:workspace=acme" is held by another run');
    await other!.release();
    expect((await shouldConsolidate({ store, scope: acme, now: hoursAfter(30), sessionsSince: 5 })).open).toBe(true);
    // The check released what it took.
    expect(await store.lock(consolidationLockName(acme), 1000)).toMatchObject({ name: consolidationLockName(acme) });
  });
});

describe("consolidateIfDue", () => {
  it("does not run while a gate is closed, and writes nothing", async () => {
    const store = storeWithClock(hoursAfter(30));
    await recordRun(store);
    await putAll(store, [dailyItem("d1", "The API runs on port 3000", hoursAfter(2))]);
    const result = await consolidateIfDue({ store, scope: acme, now: hoursAfter(30), sessionsSince: 2 });
    expect(result).toMatchObject({ ran: false, decision: { open: false, gates: { time: true, sessions: false, lock: true } } });
    expect(await entriesOf(store)).toEqual([]);
  });

  it("does not run while another holder has the lock", async () => {
    const store = storeWithClock(hoursAfter(30));
    await recordRun(store);
    await putAll(store, [dailyItem("d1", "The API runs on port 3000", hoursAfter(2))]);
    const other = await store.lock(consolidationLockName(acme), 60_000);
    const result = await consolidateIfDue({ store, scope: acme, now: hoursAfter(30), sessionsSince: 5 });
    expect(result).toMatchObject({ ran: false, decision: { gates: { time: true, sessions: true, lock: false } } });
    expect(await entriesOf(store)).toEqual([]);
    await other!.release();
  });

  it("takes the lock, runs, records the run and releases; the next call waits 24 hours", async () => {
    const store = storeWithClock(hoursAfter(30));
    await recordRun(store);
    await putAll(store, [dailyItem("d1", "The API runs on port 3000", hoursAfter(2))]);
    const result = await consolidateIfDue({ store, scope: acme, now: hoursAfter(30), sessionsSince: 5 });
    expect(result.ran).toBe(true);
    if (!result.ran) return;
    expect(result.report.changes.map((c) => c.action)).toEqual(["created", "index"]);
    expect((await entriesOf(store)).map((e) => e.id)).toEqual(["distilled-d1"]);
    expect(await readConsolidationState(store, acme)).toEqual({ version: 1, lastRunAt: hoursAfter(30), runs: 4 });
    expect(await store.lock(consolidationLockName(acme), 1000)).toMatchObject({ name: consolidationLockName(acme) });

    const again = await consolidateIfDue({ store, scope: acme, now: hoursAfter(31), sessionsSince: 5 });
    expect(again).toMatchObject({ ran: false, decision: { gates: { time: false } } });
  });

  it("does not count sessions while the time gate is closed, though shouldConsolidate still does", async () => {
    const store = storeWithClock(hoursAfter(23));
    await recordRun(store);
    for (let i = 0; i < 6; i += 1) await openSession(store, `s${i}`, acme, hoursAfter(1 + i));
    const listed: unknown[] = [];
    const counting: MemoryStore = new Proxy(store, {
      get(target, property) {
        if (property === "listSessions") return (query: unknown) => (listed.push(query), target.listSessions(query as never));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const early = await consolidateIfDue({ store: counting, scope: acme, now: hoursAfter(23) });
    expect(early).toEqual({
      ran: false,
      decision: {
        open: false,
        gates: { time: false, sessions: false, lock: true },
        reasons: [
          "time: closed, 23 h since the last run (needs 24 h)",
          "sessions: not counted, the time gate is closed (needs 5)",
          'lock: open, "consolidate:workspace=acme" is free',
        ],
      },
    });
    expect(listed).toEqual([]);
    expect((await shouldConsolidate({ store: counting, scope: acme, now: hoursAfter(23) })).reasons[1]).toBe("sessions: open, 6 since the last run (needs 5)");
    expect(listed.length).toBeGreaterThan(0);
    // Once the time gate opens, the sessions are counted and the run happens.
    listed.length = 0;
    expect((await consolidateIfDue({ store: counting, scope: acme, now: hoursAfter(24) })).decision.gates).toEqual({ time: true, sessions: true, lock: true });
    expect(listed.length).toBeGreaterThan(0);
  });

  it("asks the store for the sessions inside the scope only, and counts the same from a store that ignores that", async () => {
    const store = storeWithClock(hoursAfter(1));
    await openSession(store, "acme-1", acme, hoursAfter(0.1));
    await openSession(store, "acme-ana", { workspace: "acme", user: "ana" }, hoursAfter(0.2));
    await openSession(store, "acme-bo-x", { workspace: "acme", user: "bo", agent: "x" }, hoursAfter(0.3));
    for (let i = 0; i < 40; i += 1) await openSession(store, `beta-${i}`, { workspace: "beta" }, hoursAfter(0.4));
    await openSession(store, "global", {}, hoursAfter(0.5));
    await openSession(store, "ana", { user: "ana" }, hoursAfter(0.6));
    const through = (strip: boolean) => {
      const listed: { within?: Scope; returned: number }[] = [];
      const wrapped: MemoryStore = new Proxy(store, {
        get(target, property) {
          if (property === "listSessions")
            return async (query: { within?: Scope }) => {
              const { within, ...rest } = query;
              const page = await target.listSessions(strip ? rest : query);
              listed.push({ ...(within === undefined ? {} : { within }), returned: page.sessions.length });
              return page;
            };
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      return { wrapped, listed };
    };
    const filtered = through(false);
    const decision = await shouldConsolidate({ store: filtered.wrapped, scope: acme, now: hoursAfter(1) });
    expect(decision.reasons[1]).toBe("sessions: closed, 3 since the last run (needs 5)");
    expect(filtered.listed).toEqual([{ within: acme, returned: 3 }]);
    // An older store lists every session; the count stays the store's sessions inside the scope.
    const ignoring = through(true);
    expect(await shouldConsolidate({ store: ignoring.wrapped, scope: acme, now: hoursAfter(1) })).toEqual(decision);
    expect(ignoring.listed).toEqual([{ within: acme, returned: 45 }]);
  });

  it("treats an unreadable state note as never run, with a warning", async () => {
    const store = storeWithClock(hoursAfter(1));
    await store.put({
      kind: "note",
      id: consolidationStateId(acme),
      scope: acme,
      key: "consolidation-state",
      content: "{oops",
      createdAt: lastRun,
      updatedAt: lastRun,
    });
    const warnings: string[] = [];
    expect(await readConsolidationState(store, acme, (m) => warnings.push(m))).toBeUndefined();
    expect(warnings).toEqual(['The consolidation state note "consolidation-state:workspace=acme" is unreadable; treating the scope as never consolidated.']);
  });
});
