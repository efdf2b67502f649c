/** The store's `search`: the engine's ranking of records and messages, turned into hits read from their files. */

import { defaultSearchTargets, type SearchHit, type SearchQuery } from "@engram/core/store";
import { checkedSearchQuery, freezeData, type RankedCandidate } from "@engram/core/store-kit";
import type { FoundDocument, FsSearchEngine } from "./fs-search-engine.js";
import { RecordFileChanged, type RecordFiles } from "./record-files.js";
import type { RecordHead } from "./record-head.js";
import type { EventLine, SessionFiles } from "./session-files.js";
import { headRecord, stableRead } from "./stable-read.js";

/** What a search reads: the record files, the sessions and the search engine (replaced by each open). */
export interface SearchSources {
  readonly records: RecordFiles;
  readonly sessions: SessionFiles;
  readonly engine: () => FsSearchEngine;
}

/** The search of a `FileSystemStore`, run in the store's queue. */
export class SearchOperation {
  readonly #records: RecordFiles;
  readonly #sessions: SessionFiles;
  readonly #engine: () => FsSearchEngine;

  constructor(sources: SearchSources) {
    this.#records = sources.records;
    this.#sessions = sources.sessions;
    this.#engine = sources.engine;
  }

  async search(query: SearchQuery): Promise<SearchHit[]> {
    const checked = checkedSearchQuery(query);
    await this.#records.refresh();
    if (query.targets?.includes("message")) await this.#sessions.refresh();
    return stableRead(this.#records, async () => this.#hits(this.#engine().search(checked, await this.#vectors(checked)), query.shared === true), true);
  }

  /** The vectors of the records a vector query ranks (those of the targets' kinds with a vector of its length), read from their files. */
  async #vectors(query: SearchQuery): Promise<Map<RecordHead, readonly number[]>> {
    const vectors = new Map<RecordHead, readonly number[]>();
    const length = query.vector?.length ?? 0;
    if (length === 0) return vectors;
    for (const head of this.#engine().vectorHeads(new Set(query.targets ?? defaultSearchTargets), length)) {
      const vector = (await headRecord(this.#records, head)).vector;
      if (vector !== undefined) vectors.set(head, vector);
    }
    return vectors;
  }

  /** The ranked documents as hits: records (copies unless the caller only reads), messages read from their lines. */
  async #hits(ranked: RankedCandidate<FoundDocument>[], shared: boolean): Promise<SearchHit[]> {
    // The message lines first, each session's file opened once for all of them.
    const lines: EventLine[] = [];
    for (const { document } of ranked) {
      if (document.target === "message") lines.push({ sessionId: document.sessionId, seq: document.seq, offset: document.offset, length: document.lineLength });
    }
    const events = this.#sessions.eventsAt(lines);
    let line = 0;
    const hits: SearchHit[] = [];
    for (const { document, score, textScore, vectorScore } of ranked) {
      const scores = { score, ...(textScore === undefined ? {} : { textScore }) };
      if (document.target === "record") {
        // Kept bodies are not frozen when read; a caller that only reads gets one frozen, others a copy.
        const body = await this.#records.record(document.kind, document.id);
        if (body === undefined) throw new RecordFileChanged(document.id);
        const record = shared ? freezeData(body) : structuredClone(body);
        hits.push({ target: "record", record, ...scores, ...(vectorScore === undefined ? {} : { vectorScore }) });
        continue;
      }
      const { sessionId, seq } = document;
      // A file rewritten since it was indexed (another process redacted it) is read whole.
      let event = events[line++];
      event ??= (await this.#sessions.events(sessionId))?.find((stored) => stored.seq === seq);
      if (event?.type === "message") hits.push({ target: "message", sessionId, event, ...scores });
    }
    return hits;
  }
}
