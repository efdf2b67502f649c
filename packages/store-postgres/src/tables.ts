import { EngramError } from "@engram/core";

/** A schema name the store accepts: a lowercase SQL identifier, never quoted from user text. */
const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Checks the `schema` option: lowercase letters, digits and "_", starting with a letter or "_", at
 * most 63 characters (PostgreSQL's limit) and not a `pg_` name (reserved for the system). Anything
 * else is INVALID_OPTIONS: the name is written into SQL as an identifier, so it is checked, never escaped.
 */
export function assertSchemaName(schema: unknown): asserts schema is string {
  if (typeof schema === "string" && schemaPattern.test(schema) && !schema.startsWith("pg_")) return;
  const shown = typeof schema === "string" ? JSON.stringify(schema.slice(0, 80)) : String(schema);
  throw new EngramError(
    "INVALID_OPTIONS",
    `Invalid schema name ${shown}: use 1 to 63 lowercase letters, digits and "_", starting with a letter or "_", and not starting with "pg_" (for example "engram").`,
    { details: { schema: typeof schema === "string" ? schema.slice(0, 200) : undefined } },
  );
}

/** The store's tables, qualified with its (checked) schema: `"engram"."records"`. */
export class Tables {
  /** The schema's name as given (checked, unquoted): `engram`. */
  readonly schemaName: string;
  readonly schema: string;
  readonly records: string;
  readonly events: string;
  readonly sessions: string;
  readonly termStats: string;
  readonly messagePostings: string;
  readonly recordPostings: string;
  readonly textStats: string;
  readonly locks: string;
  readonly receipts: string;
  readonly meta: string;
  readonly schemaVersion: string;

  constructor(schema: string) {
    assertSchemaName(schema);
    this.schemaName = schema;
    this.schema = `"${schema}"`;
    const table = (name: string): string => `"${schema}"."${name}"`;
    this.records = table("records");
    this.events = table("events");
    this.sessions = table("sessions");
    this.termStats = table("term_stats");
    this.messagePostings = table("message_postings");
    this.recordPostings = table("record_postings");
    this.textStats = table("text_stats");
    this.locks = table("locks");
    this.receipts = table("receipts");
    this.meta = table("meta");
    this.schemaVersion = table("schema_version");
  }

  /** Every table the store writes, for scrub and for tests that read every row. */
  get all(): string[] {
    return [
      this.records,
      this.events,
      this.sessions,
      this.messagePostings,
      this.recordPostings,
      this.termStats,
      this.textStats,
      this.locks,
      this.receipts,
      this.meta,
      this.schemaVersion,
    ];
  }
}
