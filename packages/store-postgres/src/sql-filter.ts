/**
 * A WHERE clause under construction: conditions joined with AND, each value bound as the next `$n`
 * (after `offset` parameters the statement binds itself). Nothing a caller passes is written into SQL.
 */
export class SqlFilter {
  readonly #conditions: string[] = [];
  readonly params: unknown[] = [];

  constructor(private readonly offset = 0) {}

  /** Binds `value` and returns its placeholder. */
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.offset + this.params.length}`;
  }

  /** Adds a condition (its values bound with `bind` first). */
  where(condition: string): this {
    this.#conditions.push(condition);
    return this;
  }

  /** " AND a AND b" (or "" without conditions), to append after the statement's own conditions. */
  get and(): string {
    return this.#conditions.map((condition) => ` AND ${condition}`).join("");
  }
}
