import type { SessionEvent } from "../store/session-events.js";

/**
 * Extraction's progress through an archived session, read from its events in order (decision 0259):
 * the messages extraction has seen (`done` extraction events, and trims, which flush what they drop)
 * and the groups of messages a `due` event named that no `done` followed (a process stopped between
 * the append and the extraction).
 */
export class ExtractionProgress {
  readonly #due: (readonly string[])[] = [];
  readonly #done = new Set<string>();

  /** Takes in the next archived event; events that say nothing about extraction are ignored. */
  note(event: SessionEvent): void {
    if (event.type === "trim") {
      for (const id of event.droppedIds) this.#done.add(id);
    } else if (event.type === "extraction") {
      if (event.state === "due") this.#due.push(event.messageIds);
      else for (const id of event.messageIds) this.#done.add(id);
    }
  }

  /** The ids of the messages extraction has seen. */
  done(): Iterable<string> {
    return this.#done;
  }

  /** Each group a `due` event named that is not wholly done, in the order they were archived. */
  unfinished(): (readonly string[])[] {
    return this.#due.filter((ids) => ids.some((id) => !this.#done.has(id)));
  }
}
