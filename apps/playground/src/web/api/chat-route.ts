import type { Playground } from "../playground.js";
import type { ApiAnswer, ApiRequest } from "./api-answer.js";
import { chatRequestSchema } from "./api-schemas.js";
import { errorAnswer, parseWith } from "./http-json.js";

/**
 * POST /chat: a refused request (bad body, a store that is not open) answers JSON 4xx before anything
 * runs; otherwise 200 with NDJSON lines: each piece of the reply as the framework streams it, then the
 * session as it stands after the turn ("done"), or an "error" line when the turn failed midway.
 */
export async function chatRoute(playground: Playground, _params: readonly string[], request: ApiRequest): Promise<ApiAnswer> {
  const input = parseWith(chatRequestSchema, await request.body(), "chat request");
  const workspace = await playground.workspace(input.store);
  playground.issueSession(input.sessionId);
  return {
    status: 200,
    async ndjson(send) {
      try {
        const reply = await workspace.chat(input.framework, { sessionId: input.sessionId, userId: playground.options.userId, text: input.message }, (text) =>
          send({ type: "delta", text }),
        );
        send({ type: "done", reply, session: await playground.sessionView(input.store, input.sessionId) });
      } catch (error) {
        send({ type: "error", error: errorAnswer(error).body.error });
      }
    },
  };
}
