import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntryView } from "../src/web/api-types.js";
import { rawExchange, rawRequest, type RawRequest, type RawResponse } from "./web/raw-request.js";
import { startServerProcess, type ServerProcess } from "./web/server-process.js";

// Hostile but same-origin requests against the built server: headers on every answer, and a 4xx
// with a JSON message (never a 500) for each malformed request.

let dir: string;
let server: ServerProcess;
let self: string;

const send = (options: RawRequest): Promise<RawResponse> => rawRequest(server.url, options);
const fromPage = (method: string, path: string, body?: string | Buffer): Promise<RawResponse> =>
  send({ method, path, headers: { origin: self, "content-type": "application/json" }, ...(body === undefined ? {} : { body }) });
const answer = (response: RawResponse) => ({ status: response.status, body: JSON.parse(response.text) as unknown });

const securityHeaders = {
  "content-security-policy":
    "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectSecurityHeaders(what: string, headers: RawResponse["headers"]): void {
  const seen = Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, headers[name]]));
  expect([what, seen]).toEqual([what, securityHeaders]);
  expect([what, Object.keys(headers).filter((name) => name.startsWith("access-control-"))]).toEqual([what, []]);
}

async function entries(): Promise<EntryView[]> {
  return (JSON.parse((await fromPage("GET", "/api/entries")).text) as { entries: EntryView[] }).entries;
}

const malformedUrl = (part: "path" | "query", value: string) => ({
  status: 400,
  body: {
    error: {
      code: "MALFORMED_URL",
      message: `The ${part} "${value}" has a malformed %-escape: encode each part with encodeURIComponent (a literal "%" is %25).`,
    },
  },
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "engram-web-hardening-"));
  server = await startServerProcess(["--store", `fs:${join(dir, "fs")}`], dir);
  self = new URL(server.url).origin;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the playground's answers to hostile same-origin requests", () => {
  it("sends the security headers and no CORS header on a page, an asset, an API answer and every error", async () => {
    const answers: [string, RawResponse][] = [
      ["page", await send({ path: "/" })],
      ["stylesheet", await send({ path: "/styles.css" })],
      ["script", await send({ path: "/client/main.js" })],
      ["api", await send({ path: "/api/config" })],
      ["api write", await fromPage("POST", "/api/sessions")],
      ["404", await send({ path: "/api/nothing" })],
      ["400", await send({ path: "/%E0%A4%A" })],
      ["403", await send({ path: "/api/entries", headers: { host: "evil.example" } })],
      ["405", await fromPage("POST", "/")],
      ["413", await fromPage("POST", "/api/entries", "x".repeat(70_000))],
      ["415", await send({ method: "POST", path: "/api/entries", headers: { origin: self, "content-type": "text/plain" }, body: "{}" })],
      [
        "preflight",
        await send({ method: "OPTIONS", path: "/api/entries", headers: { origin: "http://evil.example", "access-control-request-method": "POST" } }),
      ],
    ];
    expect(answers.map(([what, response]) => [what, response.status])).toEqual([
      ["page", 200],
      ["stylesheet", 200],
      ["script", 200],
      ["api", 200],
      ["api write", 201],
      ["404", 404],
      ["400", 400],
      ["403", 403],
      ["405", 405],
      ["413", 413],
      ["415", 415],
      ["preflight", 403],
    ]);
    for (const [what, response] of answers) expectSecurityHeaders(what, response.headers);
  });

  it("answers a request the HTTP parser rejects with a JSON 400 that carries the headers", async () => {
    const reply = await rawExchange(server.url, "GET /a b c HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const [head = "", body = ""] = reply.split("\r\n\r\n");
    const lines = head.split("\r\n");
    expect(lines[0]).toBe("HTTP/1.1 400 Bad Request");
    const headers = Object.fromEntries(
      lines.slice(1).map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expectSecurityHeaders("parser error", headers);
    expect(JSON.parse(body)).toEqual({ error: { code: "BAD_REQUEST", message: "The request is not valid HTTP: send a well-formed HTTP/1.1 request." } });
  });

  it("answers a malformed %-escape in the path with 400 JSON", async () => {
    expect(answer(await send({ path: "/%E0%A4%A" }))).toEqual(malformedUrl("path", "/%E0%A4%A"));
    expect(answer(await send({ path: "/client/%zz.js" }))).toEqual(malformedUrl("path", "/client/%zz.js"));
    expect(answer(await send({ path: "/api/sessions/%E0%A4%A" }))).toEqual(malformedUrl("path", "/api/sessions/%E0%A4%A"));
    expect(answer(await fromPage("DELETE", "/api/entries/%C0%AF"))).toEqual(malformedUrl("path", "/api/entries/%C0%AF"));
  });

  it("answers a malformed %-escape in the query with 400 JSON, and still decodes a valid one", async () => {
    expect(answer(await send({ path: "/api/entries?q=%zz" }))).toEqual(malformedUrl("query", "q=%zz"));
    expect(answer(await send({ path: "/api/entries?q=%E0%A4" }))).toEqual(malformedUrl("query", "q=%E0%A4"));
    expect(answer(await send({ path: "/api/daily?%zz=1&store=fs" }))).toEqual(malformedUrl("query", "%zz=1&store=fs"));
    expect(answer(await send({ path: "/api/entries?q=100%" }))).toEqual(malformedUrl("query", "q=100%"));

    expect((await fromPage("POST", "/api/entries", JSON.stringify({ content: "Coverage must stay at 100% on core." }))).status).toBe(201);
    const found = answer(await send({ path: "/api/entries?q=100%25+coverage" }));
    expect(found.status).toBe(200);
    expect((found.body as { entries: EntryView[] }).entries.map((entry) => entry.content)).toEqual(["Coverage must stay at 100% on core."]);
  });

  it("answers a body over 64 KiB with 413 and stores nothing", async () => {
    const before = await entries();
    const tooLarge = {
      status: 413,
      body: { error: { code: "BODY_TOO_LARGE", message: "The request body is over 65536 bytes: the API takes at most 64 KiB of JSON." } },
    };
    expect(answer(await fromPage("POST", "/api/entries", JSON.stringify({ content: "x".repeat(65_536) })))).toEqual(tooLarge);
    expect(answer(await fromPage("POST", "/api/chat", Buffer.alloc(4 * 1024 * 1024, "a")))).toEqual(tooLarge);
    expect(await entries()).toEqual(before);
  });

  it("answers a body that is not JSON, or not an object, with 400", async () => {
    const notJson = {
      status: 400,
      body: { error: { code: "INVALID_JSON", message: "The request body is not JSON: send a JSON object with Content-Type: application/json." } },
    };
    for (const body of ["{not json", '{"content": "a"', "\u0000", '{"content":"a"}{"content":"b"}']) {
      expect([body, answer(await fromPage("POST", "/api/entries", body))]).toEqual([body, notJson]);
    }
    expect(answer(await fromPage("POST", "/api/entries", "[]"))).toEqual({
      status: 400,
      body: { error: { code: "INVALID_INPUT", message: "Invalid memory: (body): Invalid input: expected object, received array." } },
    });
    expect(answer(await fromPage("POST", "/api/consolidate/preview", "null"))).toEqual({
      status: 400,
      body: { error: { code: "INVALID_INPUT", message: "Invalid request: (body): Invalid input: expected object, received null." } },
    });
    const deep = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;
    expect(answer(await fromPage("POST", "/api/chat", deep)).status).toBe(400);
  });

  it("answers wrong field types and unknown fields in every API body with 400 naming the field", async () => {
    const invalid = (what: string, issues: string) => ({ status: 400, body: { error: { code: "INVALID_INPUT", message: `Invalid ${what}: ${issues}.` } } });
    expect(answer(await fromPage("POST", "/api/entries", JSON.stringify({ content: 42, pinned: "yes", type: "secret" })))).toEqual(
      invalid(
        "memory",
        'content: write what to remember; type: Invalid option: expected one of "fact"|"decision"|"preference"|"convention"|"pattern"|"solution"|"code_context"|"reference"|"feedback"; pinned: Invalid input: expected boolean, received string',
      ),
    );
    expect(answer(await fromPage("POST", "/api/entries", JSON.stringify({ content: "A planted rule.", trust: "user", source: "user" })))).toEqual(
      invalid("memory", '(body): Unrecognized keys: "trust", "source"'),
    );
    expect(answer(await fromPage("POST", "/api/chat", JSON.stringify({ sessionId: "s-1", message: ["hi"], store: "mongo" })))).toEqual(
      invalid("chat request", "store: pick one of the stores: fs, sqlite, pglite, redis, postgres; message: write a message"),
    );
    expect(answer(await fromPage("POST", "/api/consolidate/preview", JSON.stringify({ store: 1 })))).toEqual(
      invalid("request", "store: pick one of the stores: fs, sqlite, pglite, redis, postgres"),
    );
    expect(answer(await fromPage("POST", "/api/consolidate/apply", JSON.stringify({ planId: "../../x" })))).toEqual(
      invalid("request", "planId: that is not a preview id: reload the page and try again"),
    );
    expect(answer(await fromPage("POST", "/api/forget/undo", JSON.stringify({ undoId: "f-0", extra: 1 })))).toEqual(
      invalid("undo", '(body): Unrecognized key: "extra"'),
    );
    expect(answer(await fromPage("POST", "/api/sessions", JSON.stringify({ id: "chosen" })))).toEqual(invalid("request", '(body): Unrecognized key: "id"'));
    const created = await fromPage("POST", "/api/entries", JSON.stringify({ content: "Builds run on Node 24.", key: "node-version" }));
    const { entry } = JSON.parse(created.text) as { entry: EntryView };
    expect(answer(await fromPage("PATCH", `/api/entries/${entry.id}`, JSON.stringify({ pinned: "true" })))).toEqual(
      invalid("change", "pinned: Invalid input: expected boolean, received string"),
    );
    expect(answer(await send({ path: "/api/entries?store=redis%00" }))).toEqual(
      invalid("query", "store: pick one of the stores: fs, sqlite, pglite, redis, postgres"),
    );
  });

  it("answers a store the server was not given with 400, not 500", async () => {
    expect(answer(await fromPage("POST", "/api/chat", JSON.stringify({ store: "redis", sessionId: "s-1", message: "hello" })))).toEqual({
      status: 400,
      body: {
        error: {
          code: "INVALID_OPTIONS",
          message: 'Store "redis" is not open in this playground: start the server with REDIS_URL=redis://… or --store redis://…, or pick fs or sqlite.',
        },
      },
    });
    expect(answer(await send({ path: "/api/entries?store=redis" })).status).toBe(400);
  });

  it("answers hostile entry ids and unknown routes with 404, never 500", async () => {
    const notFound = (what: string) => ({ status: 404, body: { error: { code: "NOT_FOUND", message: what } } });
    const hostileIds = ["..%2F..%2Fpackage.json", "%00", "x".repeat(3_000), "%F0%9F%92%A9"];
    for (const id of hostileIds) {
      const patched = await fromPage("PATCH", `/api/entries/${id}`, '{"pinned":true}');
      const forgotten = await fromPage("DELETE", `/api/entries/${id}`);
      const history = await send({ path: `/api/entries/${id}/history` });
      expect([id, patched.status, forgotten.status, history.status]).toEqual([id, 404, 404, 404]);
    }
    // Unknown sessions, traces and undo tokens are 404 too, each saying what to do.
    expect(answer(await send({ path: "/api/sessions/never-seen" }))).toEqual(
      notFound('There is no session "never-seen" in the fs store: start a new session, or pick one from the list.'),
    );
    expect(answer(await send({ path: "/api/sessions/never-seen/traces/1" })).status).toBe(404);
    expect(answer(await fromPage("POST", "/api/forget/undo", JSON.stringify({ undoId: "f-00000000-0000-0000-0000-000000000000" })))).toEqual(
      notFound("That forget is no longer available (the server restarted, or it was used): it cannot be undone from here."),
    );
    expect(answer(await fromPage("POST", "/api/consolidate/apply", JSON.stringify({ planId: "p-00000000-0000-0000-0000-000000000000" })))).toEqual(
      notFound("That preview is no longer available (the server restarted, or it was used): preview again."),
    );
    expect(answer(await send({ path: "/api/nothing/here" }))).toEqual(notFound("No API route GET /api/nothing/here."));
    expect(answer(await fromPage("POST", "/api/config", "{}"))).toEqual(notFound("No API route POST /api/config."));
    expect(answer(await send({ path: "/nothing.html" }))).toEqual(notFound("No file /nothing.html."));
    expect(answer(await send({ path: "/client/..%2F..%2F..%2Fsrc%2Fweb%2Fpublic%2Findex.html" }))).toEqual(
      notFound("No file /client/..%2F..%2F..%2Fsrc%2Fweb%2Fpublic%2Findex.html."),
    );
  });
});
