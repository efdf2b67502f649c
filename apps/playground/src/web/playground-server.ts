import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleApi } from "./api/api-routes.js";
import { ApiError, readJson, sendError, sendJson, sendNdjson } from "./api/http-json.js";
import { answerParserError } from "./http/parser-error.js";
import { parseRequestUrl } from "./http/request-url.js";
import { checkHost, checkSameOrigin, serverHosts } from "./http/same-origin-guard.js";
import { setSecurityHeaders } from "./http/security-headers.js";
import { Playground, type PlaygroundOptions } from "./playground.js";
import { readAsset } from "./static-assets.js";

export interface RunningPlayground {
  readonly url: string;
  readonly playground: Playground;
  close(): Promise<void>;
}

/**
 * Serves the page and its JSON API on 127.0.0.1 only (`port` 0: a free port), to the page itself only:
 * see `http/same-origin-guard.ts` for what is refused.
 */
export async function startPlaygroundServer(options: PlaygroundOptions & { port: number }): Promise<RunningPlayground> {
  const playground = new Playground(options);
  let hosts: readonly string[] = [];
  const server = createServer((request, response) => {
    setSecurityHeaders(response);
    route(playground, hosts, request, response).catch((error: unknown) => sendError(response, error));
  });
  server.on("clientError", answerParserError);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  hosts = serverHosts(port);
  return {
    url: `http://127.0.0.1:${port}/`,
    playground,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await playground.close();
    },
  };
}

async function route(playground: Playground, hosts: readonly string[], request: IncomingMessage, response: ServerResponse): Promise<void> {
  const host = checkHost(request, hosts);
  const url = parseRequestUrl(request.url ?? "/");
  checkSameOrigin(request, host, url);
  const method = request.method ?? "GET";
  if (url.segments[0] === "api") {
    const answer = await handleApi(playground, {
      method,
      segments: url.segments.slice(1),
      query: url.query,
      body: () => readJson(request),
    });
    if ("body" in answer) return sendJson(response, answer.status, answer.body);
    return sendNdjson(response, answer.status, answer.ndjson);
  }
  if (method !== "GET") throw new ApiError(405, "METHOD_NOT_ALLOWED", `${method} ${url.pathname}: the page's files are read with GET.`);
  const asset = await readAsset(url.pathname);
  if (!asset) throw new ApiError(404, "NOT_FOUND", `No file ${url.pathname}.`);
  response.writeHead(200, { "content-type": asset.type, "cache-control": "no-cache" });
  response.end(asset.body);
}
