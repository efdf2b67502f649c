import { namesADoer, namesThingsAtHand, notANoun } from "./not-a-noun.js";

/**
 * "Oban runs the invoice emails on the mailers queue with ten workers", "Sidekiq processes webhooks on the critical
 * queue", "invoice emails go on the mailers queue": which queue a kind of the project's background work runs on, and who
 * runs it (decision 0471), what a later session needs before it enqueues a job of that kind or reads a slow one; or which
 * runners, resource class, executors or node pool a kind of CI work runs on ("Nightly builds run on the large resource
 * class", "integration tests run on self-hosted runners"; decision 0488). The
 * runner is a product or a part named with a capital, or "the" or "our" and a part; no pronoun and no kin. A fault or
 * the moment is refused where project-facts.ts reads it.
 */
const runsOnQueue =
  /^(?:(\p{Lu}[\p{L}-]{1,30})|(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})\s+(?:runs|processes|handles|sends|executes|consumes)\s+(?:[\w'’.-]{1,30}\s+){0,5}?(?:on|from|in)\s+the\s+[\w-]{1,30}\s+queue\b/u;
const kindOnQueue =
  /^((?:[\w-]{1,30}\s+){0,2}[a-z][\w-]{1,30}s)\s+(?:always\s+)?(?:go|run|are\s+processed|are\s+enqueued|are\s+queued)\s+(?:on|in|to|through)\s+(?:the\s+[\w-]{1,30}\s+queue\b|(?:the\s+|our\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:runners?|resource\s+class(?:es)?|executors?|node\s+pools?|build\s+agents?|build\s+machines?)\b)/i;
/**
 * People, who wait in no job queue of the project's; what people send ("emails", "messages", "requests"), which the
 * kind rules leave out as no kind, is on a queue the project's own work.
 */
const people =
  /^(?:users|customers|visitors|folks|people|guests|members|employees|students|patients|players|kids|children|friends|parents|families|pets|dogs|cats|others|everyone)$/i;

/** Whether `s` says which queue a kind of the project's background work runs on (see above). */
export function statesQueueWork(s: string): boolean {
  const runs = runsOnQueue.exec(s);
  if (runs !== null) {
    const name = runs[1] ?? "";
    return namesADoer(name);
  }
  const words = kindOnQueue.exec(s)?.[1]?.split(/\s+/);
  return words !== undefined && !namesThingsAtHand(words) && !words.some((word) => people.test(word) || notANoun.has(word.toLowerCase()));
}
