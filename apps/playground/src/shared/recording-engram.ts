import type { Engram, PreparedTurn } from "@engram/core";

/**
 * An Engram that reports each prompt it prepares (the smaller retries included) to `onTurn`: the web
 * playground's panels show the last one, the demo prints each (Mastra's memory has no `onPrepared`). Adapters call `prepare`, `run` or `retry`;
 * each is passed through, so budgets and recall stay core's.
 */
export function recordingEngram(inner: Engram, report: (turn: PreparedTurn) => void): Engram {
  // A turn reaches several of these (prepare, then retry's first attempt): each is reported once.
  const reported = new WeakSet<PreparedTurn>();
  const onTurn = (turn: PreparedTurn): void => {
    if (reported.has(turn)) return;
    reported.add(turn);
    report(turn);
  };
  const seen =
    <R>(call: (turn: PreparedTurn) => R) =>
    (turn: PreparedTurn): R => {
      onTurn(turn);
      return call(turn);
    };
  return {
    ...inner,
    async prepare(ids, input) {
      const turn = await inner.prepare(ids, input);
      onTurn(turn);
      return turn;
    },
    async recover(turn) {
      const next = await inner.recover(turn);
      onTurn(next);
      return next;
    },
    retry: (turn, call, options) => inner.retry(turn, seen(call), options),
    run: (ids, input, call, options) => inner.run(ids, input, seen(call), options),
  };
}
