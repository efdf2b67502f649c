import type { MemoryStore } from "@engram/core";
import { isEngramError } from "@engram/core/store";

/**
 * `engram mcp`'s warm-up, once its hooks have been quiet for a while (decisions 0237, 0244): `Memory.warmUp` in the scope
 * of the newest archived session, whichever project it belongs to (the store's first search loads what
 * every later one reuses; the words are that session's, so the lists read are likely the next question's).
 * Says how long it took. A store closed meanwhile (the server stopping) ends it quietly; any other
 * failure is said and changes nothing: the first real recall then does the same work.
 */
export async function warmUpStore(store: MemoryStore, say: (line: string) => void): Promise<void> {
  try {
    const { sessions } = await store.listSessions({ limit: 1 });
    const newest = sessions[0];
    if (newest === undefined) return;
    const { createMemory } = await import("@engram/core");
    const memory = createMemory({ store, scope: newest.scope, autoConsolidate: false });
    try {
      const done = await memory.warmUp();
      if (done.recalled) say(`warmed up recall in ${Math.round(done.ms)} ms`);
    } finally {
      await memory.close();
    }
  } catch (error) {
    if (isEngramError(error, "STORE_CLOSED")) return;
    say(`warming up recall failed (${error instanceof Error ? error.message : String(error)}); the first recall does that work instead`);
  }
}
