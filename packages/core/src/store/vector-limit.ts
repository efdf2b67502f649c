/**
 * The largest magnitude a vector component may have, in a record's `vector` and in a query's. Embeddings
 * stay near ±1; a component past about 1e154 squares past a double's range, and the stores compute cosine
 * similarity in doubles (PostgreSQL failed the whole search with "value out of range: overflow") or in
 * 32-bit floats (pgvector, sqlite-vec, Redis: past about 3.4e38). 1e15 leaves every store's arithmetic
 * finite at 16,384 dimensions.
 */
export const vectorComponentLimit = 1e15;

/** What a component past the limit is told (records: INVALID_RECORD; queries: INVALID_OPTIONS). */
export const vectorComponentRule = `a finite number within ±${vectorComponentLimit.toExponential()} (embeddings stay near ±1)`;
