import type { Engram, PreparedTurn } from "@engram/core";

/**
 * The Engram every adapter gets, reporting each prompt it prepares (the smaller retries included) to
 * `onTurn`: the playground's panels show the last one. Adapters call `prepare`, `run` or `retry`;
 * each is passed through, so budgets and recall stay core's.
 */
export function recordingEngram(inner: Engram, onTurn: (turn: PreparedTurn) => void): Engram {
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
