/**
 * The scenario's clock: it starts each day where that day's script says and moves one second per
 * read, so archived times are distinct, ordered and the same on every run.
 */
export class ScenarioClock {
  #at: number;

  constructor(start: string) {
    this.#at = Date.parse(start);
  }

  readonly now = (): Date => new Date((this.#at += 1_000));

  /** Jumps forward to the start of a day (never backwards: the store's history stays ordered). */
  startDay(at: string): void {
    this.#at = Math.max(this.#at, Date.parse(at));
  }
}
