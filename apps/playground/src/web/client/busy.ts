/**
 * What the page says about its own work, for people (a busy cursor) and for tests, which wait on it
 * instead of on time: `body[data-busy]` is set while any request or chat turn is in flight, and
 * `body[data-settled]` counts the times the page went idle again. A test reads `data-settled`, acts,
 * then waits until it has grown with `data-busy` gone: the page has finished what the action started.
 */
let inFlight = 0;
let settled = 0;

/** Marks the page busy until the returned function is called (once; a second call does nothing). */
export function markBusy(): () => void {
  inFlight += 1;
  document.body.dataset["busy"] = "true";
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    if (inFlight > 0) return;
    settled += 1;
    document.body.dataset["settled"] = String(settled);
    delete document.body.dataset["busy"];
  };
}

/** Runs `work` with the page marked busy. */
export async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  const done = markBusy();
  try {
    return await work();
  } finally {
    done();
  }
}
