// The fake repository's files and command outputs the scripted agent sees. Sized like the real
// thing: tool output is what fills a coding agent's context, so it is what makes the trims happen.

export const serverTs = `import Fastify from "fastify";
import { requireApiKey } from "./auth.js";
import { db } from "./db.js";
import { healthRoutes } from "./routes/health.js";
import { linksRoutes } from "./routes/links.js";
import { statsRoutes } from "./routes/stats.js";

declare module "fastify" {
  interface FastifyInstance {
    db: typeof db;
  }
  interface FastifyRequest {
    apiKey: string;
  }
}

export function buildServer() {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    trustProxy: true,
    bodyLimit: 16 * 1024,
  });
  app.decorate("db", db);
  app.decorateRequest("apiKey", "");
  app.register(healthRoutes);
  app.register(async (v2) => {
    v2.addHook("preHandler", requireApiKey);
    v2.register(linksRoutes);
    v2.register(statsRoutes);
  }, { prefix: "/v2" });
  app.addHook("onClose", async () => db.close());
  return app;
}`;

export const linksTs = `import type { FastifyPluginAsync } from "fastify";
import { nanoid } from "nanoid";

const maxUrlLength = 2048;

export const linksRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { url: string; slug?: string } }>("/links", async (request, reply) => {
    const { url, slug: wanted } = request.body;
    if (url.length > maxUrlLength || !URL.canParse(url)) {
      return reply.code(400).send({ error: "invalid url" });
    }
    const slug = wanted ?? nanoid(8);
    if (wanted && (await app.db.links.find(wanted))) {
      return reply.code(409).send({ error: "slug taken" });
    }
    await app.db.links.insert({ slug, url, owner: request.apiKey, createdAt: new Date() });
    return reply.code(201).send({ slug, short: \`https://shrt.ly/\${slug}\` });
  });

  app.get<{ Params: { slug: string } }>("/:slug", async (request, reply) => {
    const link = await app.db.links.find(request.params.slug);
    if (!link) return reply.code(404).send({ error: "not found" });
    void app.db.clicks.record(link.slug, request.ip);
    return reply.redirect(link.url, 301);
  });

  app.delete<{ Params: { slug: string } }>("/links/:slug", async (request, reply) => {
    const removed = await app.db.links.remove(request.params.slug, request.apiKey);
    return reply.code(removed ? 204 : 404).send();
  });
};`;

export const rateLimitTs = `import type { FastifyReply, FastifyRequest } from "fastify";

export interface RateLimitOptions {
  /** Requests allowed per key inside one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Sliding-window limiter kept in memory: the service runs as one instance, so no shared store. */
export function rateLimit({ limit, windowMs, now = Date.now }: RateLimitOptions) {
  const hits = new Map<string, number[]>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const since = now() - windowMs;
    const recent = (hits.get(request.apiKey) ?? []).filter((at) => at > since);
    if (recent.length >= limit) {
      const retryAfter = Math.ceil(windowMs / 1000);
      return reply.code(429).header("Retry-After", String(retryAfter)).send({ error: "rate limited" });
    }
    recent.push(now());
    hits.set(request.apiKey, recent);
  };
}`;

export const rateLimitTest = `import { describe, expect, it } from "vitest";
import { buildTestServer, post } from "./helpers.js";

describe("rate limiter", () => {
  it("lets 20 requests through, then answers 429", async () => {
    const app = await buildTestServer({ now: () => 0 });
    for (let i = 0; i < 20; i++) expect((await post(app, "/v2/links", "key-a")).statusCode).toBe(201);
    expect((await post(app, "/v2/links", "key-a")).statusCode).toBe(429);
  });
  it("counts keys separately", async () => { /* key-b still gets 201 after key-a is limited */ });
  it("frees a slot once the oldest hit leaves the window", async () => { /* advance the clock 60s */ });
  it("sets Retry-After to the seconds until the window frees up", async () => {
    let clock = 0;
    const app = await buildTestServer({ now: () => clock });
    for (let i = 0; i < 20; i++, clock += 900) await post(app, "/v2/links", "key-a");
    const limited = await post(app, "/v2/links", "key-a");
    expect(limited.headers["retry-after"]).toBe("42");
  });
});`;

export const failingTestRun = `> shortly@1.3.2 test
> vitest run

 ✓ test/links.test.ts (9 tests) 44ms
 ✓ test/stats.test.ts (3 tests) 19ms
 ✓ test/health.test.ts (2 tests) 12ms
 ❯ test/rate-limit.test.ts (4 tests | 1 failed) 23ms
   ✓ lets 20 requests through, then answers 429
   ✓ counts keys separately
   ✓ frees a slot once the oldest hit leaves the window
   × sets Retry-After to the seconds until the window frees up

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/rate-limit.test.ts > rate limiter > sets Retry-After to the seconds until the window frees up
AssertionError: expected '60' to be '42' // Object.is equality

- Expected
+ Received

- 42
+ 60

 ❯ test/rate-limit.test.ts:19:44
     17|     for (let i = 0; i < 20; i++, clock += 900) await post(app, "/v2/links", "key-a");
     18|     const limited = await post(app, "/v2/links", "key-a");
     19|     expect(limited.headers["retry-after"]).toBe("42");
       |                                            ^

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 17 passed (18)
   Duration  1.48s`;

export const passingTestRun = `> shortly@1.3.2 test
> vitest run

 ✓ test/links.test.ts (9 tests) 41ms
 ✓ test/stats.test.ts (3 tests) 18ms
 ✓ test/health.test.ts (2 tests) 11ms
 ✓ test/rate-limit.test.ts (4 tests) 22ms

 Test Files  4 passed (4)
      Tests  18 passed (18)
   Duration  1.39s`;

export const healthTs = `import type { FastifyPluginAsync } from "fastify";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", async () => ({
    status: "ok",
    version: process.env.npm_package_version,
    uptime: Math.round(process.uptime()),
  }));
};`;

export const dbTs = `import { Pool } from "pg";
import { clicksTable } from "./tables/clicks.js";
import { linksTable } from "./tables/links.js";

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_SIZE ?? 10),
  connectionTimeoutMillis: 2_000,
  idleTimeoutMillis: 30_000,
});

pool.on("error", (error) => {
  // An idle client lost its connection; the pool replaces it, so log and carry on.
  console.error("pg pool error", error.message);
});

export const db = {
  links: linksTable(pool),
  clicks: clicksTable(pool),
  /** Cheap round trip for probes; rejects when the pool cannot reach Postgres. */
  ping: () => pool.query("select 1").then(() => undefined),
  close: () => pool.end(),
};`;

export const ciLog = `build (22.x)	Run npm test
build (22.x)	> shortly@1.3.2 test
build (22.x)	> vitest run --config vitest.cjs.config.ts
build (22.x)
build (22.x)	 FAIL  test/links.test.ts [ test/links.test.ts ]
build (22.x)	Error: require() of ES Module /home/runner/work/shortly/node_modules/nanoid/index.js
build (22.x)	from /home/runner/work/shortly/dist-cjs/routes/links.cjs not supported.
build (22.x)	Instead change the require of index.js in links.cjs to a dynamic import() which is
build (22.x)	available in all CommonJS modules.
build (22.x)	  code: 'ERR_REQUIRE_ESM'
build (22.x)	 ❯ Object.<anonymous> dist-cjs/routes/links.cjs:3:16
build (22.x)	 ❯ Module._compile node:internal/modules/cjs/loader:1554:14
build (22.x)	 ❯ Object..js node:internal/modules/cjs/loader:1706:10
build (22.x)	 ❯ Module.load node:internal/modules/cjs/loader:1289:32
build (22.x)	 ❯ Function._load node:internal/modules/cjs/loader:1108:12
build (22.x)	 ❯ TracingChannel.traceSync node:diagnostics_channel:322:14
build (22.x)
build (22.x)	 Test Files  1 failed | 3 passed (4)
build (22.x)	      Tests  9 passed (9)
build (22.x)	   Duration  1.92s
build (22.x)	##[error]Process completed with exit code 1.
build (20.x)	 Test Files  4 passed (4)
build (24.x)	 Test Files  4 passed (4)`;

export const readmeApi = `## API (v1)

Every endpoint takes an \`X-Api-Key\` header; ask #platform for a key.

### POST /links
Body: \`{ "url": "https://example.com/a/long/path", "slug": "optional-custom-slug" }\`.
Returns \`201 { "slug", "short" }\`, \`400\` for an invalid URL, \`409\` when the slug is taken.

### GET /:slug
Redirects (302) to the stored URL, or answers 404.

### DELETE /links/:slug
Removes a link you own. Returns 204, or 404 when it is not yours.

### GET /stats/:slug
Click counts per day for the last 30 days: \`[{ "day": "2025-03-01", "clicks": 12 }]\`.`;

export const latencyLog = `$ grep 'GET /v2/' logs/api-2025-03-13.jsonl | jq -r '[.route, .responseTime] | @tsv' | sort | datamash -g1 count 2 perc:50 2 perc:99 2
route                 count    p50(ms)  p99(ms)
GET /v2/:slug         184211   38.2     311.7
POST /v2/links        6122     21.4     58.9
DELETE /v2/links/:slug 88      19.0     40.3
GET /v2/stats/:slug   2391     64.8     190.2
$ same query for logs/api-2025-03-10.jsonl (before Tuesday's deploy)
GET /v2/:slug         179604   6.1      41.5`;

export const linksTableTs = `import type { Pool } from "pg";

export interface LinkRow {
  slug: string;
  url: string;
  owner: string;
  createdAt: Date;
}

export function linksTable(pool: Pool) {
  return {
    async find(slug: string): Promise<LinkRow | undefined> {
      // Since 0007, slugs match case-insensitively: "Promo" and "promo" are the same link.
      const { rows } = await pool.query<LinkRow>(
        "select slug, url, owner, created_at as \\"createdAt\\" from links where lower(slug) = lower($1) limit 1",
        [slug],
      );
      return rows[0];
    },
    async insert(row: LinkRow): Promise<void> {
      await pool.query("insert into links (slug, url, owner, created_at) values ($1, $2, $3, $4)", [
        row.slug, row.url, row.owner, row.createdAt,
      ]);
    },
    async remove(slug: string, owner: string): Promise<boolean> {
      const result = await pool.query("delete from links where slug = $1 and owner = $2", [slug, owner]);
      return result.rowCount === 1;
    },
  };
}`;

export const explainOutput = `                                                  QUERY PLAN
-------------------------------------------------------------------------------------------------------------
 Limit  (cost=0.00..31842.10 rows=1 width=96) (actual time=212.418..212.419 rows=1 loops=1)
   ->  Seq Scan on links  (cost=0.00..31842.10 rows=6205 width=96) (actual time=212.416..212.417 rows=1 loops=1)
         Filter: (lower(slug) = lower('k3Xq9aZp'::text))
         Rows Removed by Filter: 1240877
 Planning Time: 0.181 ms
 Execution Time: 212.452 ms
(6 rows)

                                     Table "public.links"
   Column   |           Type           | Nullable |      Default
------------+--------------------------+----------+-------------------
 slug       | text                     | not null |
 url        | text                     | not null |
 owner      | text                     | not null |
 created_at | timestamp with time zone | not null | now()
Indexes:
    "links_pkey" PRIMARY KEY, btree (slug)
    "links_owner_idx" btree (owner)`;

export const migration0007 = `-- 0007_case_insensitive_slugs.sql (deployed Tuesday 2025-03-11)
-- Slugs are now matched case-insensitively; see links.find().
update links set slug = lower(slug) where slug <> lower(slug);
-- TODO(ana): add an expression index on lower(slug) once the backfill is done.`;
