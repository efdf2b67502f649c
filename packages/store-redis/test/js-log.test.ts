import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { luaJsLog } from "../src/lua/js-log-lib.js";
import { seeded } from "./generated-corpus.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

/** Calls js_log on the server for each input; the reply is each result printed round-trip exact. */
const script = `${luaJsLog}
local out = {}
for i = 1, #ARGV do out[i] = string.format('%.17g', js_log(tonumber(ARGV[i]))) end
return out`;

describeWithRedis("js_log (Lua) against Math.log", () => {
  let server: RedisServer;
  let client: RedisClientType;

  beforeAll(async () => {
    server = await RedisServer.start();
    client = createClient({ url: server.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it("is bit-identical to Math.log on BM25 idf arguments and across the double range", async () => {
    const r = seeded(7);
    const inputs: number[] = [1, 2, 0.5, Math.E, 1 + 2 ** -52, 1 - 2 ** -53, 1e-310, 5e-324, Number.MAX_VALUE];
    for (let n = 1; n <= 400; n++) for (let df = 1; df <= n; df += 1 + Math.floor(n / 40)) inputs.push(1 + (n - df + 0.5) / (df + 0.5));
    for (let i = 0; i < 20_000; i++) {
      const n = 1 + Math.floor(r() * 2_000_000);
      const df = 1 + Math.floor(r() * n);
      inputs.push(1 + (n - df + 0.5) / (df + 0.5));
    }
    for (let i = 0; i < 10_000; i++) inputs.push(Math.exp((r() - 0.5) * 1400));
    for (let at = 0; at < inputs.length; at += 5000) {
      const batch = inputs.slice(at, at + 5000);
      const reply = (await client.eval(script, { arguments: batch.map(String) })) as string[];
      const wrong = batch.filter((x, i) => Number(reply[i]) !== Math.log(x));
      expect(wrong).toEqual([]);
    }
  });
});
