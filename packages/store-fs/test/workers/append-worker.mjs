// A separate process writing to the same store: appends `count` events one call at a time and puts one
// entry per call. Imports the built package (turbo builds before it tests).
import { openFsStore } from "../../dist/index.js";

const [root, name, count] = process.argv.slice(2);
const store = await openFsStore({ root });
for (let index = 0; index < Number(count); index += 1) {
  await store.appendEvents("shared", {}, [{ at: "2026-05-01T10:00:00.000Z", type: "title", title: `${name}-${index}` }]);
  await store.put({
    kind: "daily",
    id: `${name}-${index}`,
    date: "2026-05-01",
    content: `written by ${name}`,
    type: "fact",
    importance: 0.5,
    scope: {},
    provenance: { trust: "agent" },
    createdAt: "2026-05-01T10:00:00.000Z",
    updatedAt: "2026-05-01T10:00:00.000Z",
  });
}
await store.close();
