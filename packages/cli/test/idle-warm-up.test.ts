import { describe, expect, it } from "vitest";
import { idleWarmUp, type WarmUpTimers } from "../src/idle-warm-up.js";

/** Timers a test fires by hand: what is armed, for how long, and `fire` runs the one armed. */
function handTimers() {
  const armed = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: WarmUpTimers = {
    set: (run, ms) => {
      armed.set(++next, { run, ms });
      return next;
    },
    clear: (handle) => {
      armed.delete(handle as number);
    },
  };
  return {
    timers,
    /** The delays of the timers armed now. */
    pending: () => [...armed.values()].map((timer) => timer.ms),
    fire: () => {
      const [id, timer] = [...armed.entries()][0]!;
      armed.delete(id);
      timer.run();
    },
  };
}

describe("engram mcp's idle warm-up", () => {
  it("warms up once, after the quiet period that follows start", () => {
    const hand = handTimers();
    let warmed = 0;
    const warmUp = idleWarmUp(async () => void warmed++, { idleMs: 2_000, timers: hand.timers });
    expect(hand.pending()).toEqual([]);
    warmUp.start();
    expect(hand.pending()).toEqual([2_000]);
    hand.fire();
    expect(warmed).toBe(1);
    expect(hand.pending()).toEqual([]);
    // Hooks after it do not bring it back.
    warmUp.busy()();
    expect(hand.pending()).toEqual([]);
    expect(warmed).toBe(1);
  });

  it("waits while a hook runs, and counts the quiet period again from its end", () => {
    const hand = handTimers();
    let warmed = 0;
    const warmUp = idleWarmUp(async () => void warmed++, { idleMs: 2_000, timers: hand.timers });
    // A hook before start (the server was still setting up): no timer until start, none while it runs.
    const first = warmUp.busy();
    warmUp.start();
    expect(hand.pending()).toEqual([]);
    const second = warmUp.busy();
    first();
    expect(hand.pending()).toEqual([]);
    second();
    expect(hand.pending()).toEqual([2_000]);
    // A hook arriving in the quiet period disarms it; its end arms a new one.
    const third = warmUp.busy();
    expect(hand.pending()).toEqual([]);
    third();
    third();
    expect(hand.pending()).toEqual([2_000]);
    expect(warmed).toBe(0);
    hand.fire();
    expect(warmed).toBe(1);
  });

  it("never warms up once stopped", () => {
    const hand = handTimers();
    let warmed = 0;
    const warmUp = idleWarmUp(async () => void warmed++, { idleMs: 2_000, timers: hand.timers });
    warmUp.start();
    warmUp.stop();
    expect(hand.pending()).toEqual([]);
    warmUp.busy()();
    warmUp.start();
    expect(hand.pending()).toEqual([]);
    expect(warmed).toBe(0);
  });
});
