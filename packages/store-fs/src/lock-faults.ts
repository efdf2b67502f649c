/**
 * Where a test makes lock takers stall, as a loaded machine does between two steps of the lock protocol
 * (a process descheduled for tens of milliseconds): the multi-process lock test sets `pause` to busy-wait
 * now and then. Production code never sets it.
 */
export type LockStep = "linked" | "observed" | "guarded" | "moved";

export const lockFaults: { pause: (step: LockStep) => void } = { pause: () => undefined };
