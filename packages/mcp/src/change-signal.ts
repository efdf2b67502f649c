/**
 * A signal that memory changed, shared by the servers of one process (the sessions of an HTTP
 * server): a write through one session makes every other session compare its subscribed resources
 * at once, without waiting for its next poll.
 */
export class ChangeSignal {
  readonly #listeners = new Set<() => void>();

  /** Calls `listener` after every `emit`; returns what removes it. */
  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
