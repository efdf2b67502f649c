import type { Playground } from "../playground.js";
import type { ApiAnswer, ApiRequest, RouteHandler, RouteTable } from "./api-answer.js";
import { chatRoute } from "./chat-route.js";
import { consolidationRoutes } from "./consolidation-routes.js";
import { entryRoutes } from "./entry-routes.js";
import { ApiError } from "./http-json.js";
import { sessionRoutes } from "./session-routes.js";

export type { ApiRequest } from "./api-answer.js";

const routes: RouteTable = {
  "GET /config": async (playground) => ({ status: 200, body: playground.config() }),
  "POST /chat": chatRoute,
  ...sessionRoutes,
  ...entryRoutes,
  ...consolidationRoutes,
};

/** The handler for a method and path, with the values at its ":" segments; literal segments win over ":". */
function match(method: string, segments: readonly string[]): { handler: RouteHandler; params: string[] } | undefined {
  let best: { handler: RouteHandler; params: string[]; literals: number } | undefined;
  for (const [pattern, handler] of Object.entries(routes)) {
    const [patternMethod, path] = pattern.split(" ") as [string, string];
    const parts = path.split("/").slice(1);
    if (patternMethod !== method || parts.length !== segments.length) continue;
    const params: string[] = [];
    let literals = 0;
    const fits = parts.every((part, index) => {
      if (part === ":") return params.push(segments[index]!) > 0;
      literals += 1;
      return part === segments[index];
    });
    if (fits && (!best || literals > best.literals)) best = { handler, params, literals };
  }
  return best;
}

/** Answers one API call. */
export async function handleApi(playground: Playground, request: ApiRequest): Promise<ApiAnswer> {
  const found = match(request.method, request.segments);
  if (!found) throw new ApiError(404, "NOT_FOUND", `No API route ${request.method} /api/${request.segments.join("/")}.`);
  return found.handler(playground, found.params, request);
}
