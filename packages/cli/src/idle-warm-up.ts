/** The timers an idle warm-up waits with (tests give their own; by default Node's, unref'd). */
export interface WarmUpTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** When `engram mcp` warms up: once, after its hooks have been quiet this long (decision 0244). */
export const warmUpIdleMs = 2_000;

const nodeTimers: WarmUpTimers = {
  // Unref'd: a server whose client went away does not stay up for its warm-up.
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface IdleWarmUp {
  /** Starts the quiet period: call once the server takes work. */
  start(): void;
  /** A hook began: no warm-up until it ends. Returns the call that says it ended (a second call does nothing). */
  busy(): () => void;
  /** The server is stopping: no warm-up from now on. */
  stop(): void;
}

/**
 * Runs `warm` once, when the server has had no hook in flight for `idleMs` since `start` and since the last
 * hook ended. The warm-up's search holds the event loop for as long as it runs (100-500 ms on a year of
 * use), so a hook that arrived during it waited for all of it: in a session started with its first prompt
 * (`claude "…"`), that prompt's hook reached the server as it began warming up and took 300-400 ms instead
 * of 110-120 ms cold. A hook that ran did the first-time work itself; the warm-up then comes after it, in
 * the next quiet moment, and costs nobody a wait.
 */
export function idleWarmUp(
  warm: () => Promise<void>,
  { idleMs = warmUpIdleMs, timers = nodeTimers }: { idleMs?: number; timers?: WarmUpTimers } = {},
): IdleWarmUp {
  let started = false;
  let done = false;
  let inFlight = 0;
  let timer: unknown;
  const disarm = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
  };
  const arm = () => {
    disarm();
    if (!started || done || inFlight > 0) return;
    timer = timers.set(() => {
      timer = undefined;
      if (done || inFlight > 0) return;
      done = true;
      void warm();
    }, idleMs);
  };
  return {
    start() {
      started = true;
      arm();
    },
    busy() {
      inFlight += 1;
      disarm();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        arm();
      };
    },
    stop() {
      done = true;
      disarm();
    },
  };
}
