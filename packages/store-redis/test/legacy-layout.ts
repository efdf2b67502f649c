import { type Scope, messageText } from "@engram/core";
import type { MemoryRecordInput, NewSessionEvent } from "@engram/core/store";
import { instant, parseRecord, searchableText, tokenize } from "@engram/core/store-kit";
import { packVector } from "../src/codec.js";
import type { Connection } from "../src/connection.js";
import type { KeyLayout } from "../src/keys.js";
import { swapFieldScript } from "../src/lua/record-scripts.js";
import { luaScript } from "../src/lua/script.js";
import { luaTextIndex } from "../src/lua/text-index-lib.js";

/**
 * The scripts of the release before key layout 2, frozen here: a string key per record
 * (`r:<kind>:<id>`), a list of events and an info hash per session (`s:<id>:ev`, `s:<id>:m`). The text
 * index is the same in both layouts, so they use today's text index lib.
 */
const legacyPutRecordScript = luaScript(
  "legacy-put-record",
  luaTextIndex,
  `
local base, kind, id = ARGV[1], ARGV[2], ARGV[3]
unindex_doc(base, kind, id)
redis.call('SET', KEYS[1], ARGV[4])
redis.call('ZADD', base .. 'z:' .. kind .. ':u', -tonumber(ARGV[5]), id)
redis.call('ZADD', base .. 'z:' .. kind .. ':c', ARGV[6], id)
if ARGV[7] ~= '' then redis.call('HSET', base .. 'v:' .. kind, id, ARGV[7]) else redis.call('HDEL', base .. 'v:' .. kind, id) end
index_doc(base, kind, id, ARGV[5], 8)
return 1`,
);

const legacyAppendEventsScript = luaScript(
  "legacy-append-events",
  luaTextIndex,
  `
local base, sid = ARGV[1], ARGV[2]
local meta = base .. 's:' .. sid .. ':m'
local created = redis.call('HGET', meta, 'createdAt')
local updated = redis.call('HGET', meta, 'updatedAt')
local updated_ms = tonumber(redis.call('HGET', meta, 'updatedMs') or '')
local seqs, title = {}, nil
local i = 5
for _ = 1, tonumber(ARGV[4]) do
  local seq = redis.call('RPUSH', KEYS[1], ARGV[i])
  seqs[#seqs + 1] = seq
  local mark, ms_text, at = ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local ms = tonumber(ms_text)
  if not created then created = at end
  if not updated_ms or ms >= updated_ms then
    updated_ms = ms
    updated = at
  end
  if string.sub(mark, 1, 1) == '+' then title = string.sub(mark, 2) end
  i = i + 4
  if tonumber(ARGV[i]) < 0 then
    i = i + 1
  else
    i = index_doc(base, 'message', sid .. '#' .. seq, ms_text, i)
  end
end
redis.call('HSET', meta, 'scope', ARGV[3], 'createdAt', created, 'updatedAt', updated, 'updatedMs', string.format('%d', updated_ms))
if title then redis.call('HSET', meta, 'title', title) end
redis.call('ZADD', base .. 's:z', string.format('%d', -updated_ms), sid)
return seqs`,
);

/** Writes as the release before key layout 2 did, under the labels `labelOf` gives (escaped or not). */
export class LegacyWriter {
  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
    private readonly labelOf: (scope: Scope) => string,
  ) {}

  async put(input: MemoryRecordInput, options: { vectorDimensions?: number } = {}): Promise<void> {
    // Validated as today, but with the scope as given: that release did not normalise scope values.
    const record = { ...parseRecord({ ...input, scope: {} }, "legacy"), scope: input.scope };
    const label = this.labelOf(record.scope);
    await this.connection.command("register", ["HSETNX", this.keys.scopeRegistry(), label, JSON.stringify(record.scope)]);
    await this.connection.script(swapFieldScript, [this.keys.recordRegistry(record.kind)], [record.id, label]);
    const tokens = tokenize(searchableText(record));
    const base = this.keys.scopeBase(label);
    const vector = options.vectorDimensions !== undefined && record.vector !== undefined ? packVector(record.vector) : "";
    await this.connection.script(
      legacyPutRecordScript,
      [`${base}r:${record.kind}:${record.id}`],
      [
        base,
        record.kind,
        record.id,
        JSON.stringify(record),
        String(instant(record.updatedAt)),
        String(instant(record.createdAt)),
        vector,
        String(tokens.length),
        ...tokens,
      ],
    );
  }

  async append(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<void> {
    const label = this.labelOf(scope);
    await this.connection.command("register", ["HSETNX", this.keys.scopeRegistry(), label, JSON.stringify(scope)]);
    await this.connection.command("register", ["HSETNX", this.keys.sessionRegistry(), sessionId, label]);
    const base = this.keys.scopeBase(label);
    const args = events.flatMap((event) => {
      const tokens = event.type === "message" ? tokenize(messageText(event.message)) : undefined;
      return [
        JSON.stringify(event),
        event.type === "title" ? `+${event.title}` : "-",
        String(instant(event.at)),
        event.at,
        ...(tokens === undefined ? ["-1"] : [String(tokens.length), ...tokens]),
      ];
    });
    await this.connection.script(
      legacyAppendEventsScript,
      [`${base}s:${sessionId}:ev`],
      [base, sessionId, JSON.stringify(scope), String(events.length), ...args],
      false,
    );
  }
}
