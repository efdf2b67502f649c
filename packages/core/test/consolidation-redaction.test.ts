import { describe, expect, it } from "vitest";
import { consolidate, createInMemoryStore, type Complete } from "./core-internals.js";
import { acme, dailyItem, entriesOf, putAll } from "./consolidation-fixtures.js";

const now = "2026-03-04T08:00:00.000Z";
const gitlab = "glpat-Xk9Qm2Lp8Rt4Vw7Yb1Nc";
const github = `ghp_${"a1B2c3D4e5".repeat(4)}`;
const huggingFace = `hf_${"Zk9xQm2Lp8".repeat(4)}`;

describe("consolidation writes no secret into long-term entries", () => {
  it("redacts a daily item stored before the rules caught its secret, in content and key", async () => {
    const store = createInMemoryStore();
    await putAll(store, [dailyItem("d1", `Deploys use the GitLab token ${gitlab} from the vault`, "2026-03-02T10:00:00.000Z")]);
    await consolidate({ store, scope: acme, now });
    const [entry] = await entriesOf(store);
    expect(entry?.content).toBe("Deploys use the GitLab token [REDACTED:gitlab-token] from the vault");
    expect(entry?.key).toBe("deploys-use-gitlab-token-redacted-gitlab");
  });

  it("redacts a model's key and content", async () => {
    const store = createInMemoryStore();
    await putAll(store, [dailyItem("d1", "The CI pushes images with a bot token", "2026-03-02T10:00:00.000Z")]);
    const complete: Complete = async () => {
      const answer = {
        operations: [
          { action: "create", items: ["d1"], key: `ci-token-${github}`, content: `The CI pushes images with ${huggingFace}`, type: "fact", importance: 0.6 },
        ],
      };
      return { text: JSON.stringify(answer), object: answer };
    };
    await consolidate({ store, scope: acme, now, complete });
    const [entry] = await entriesOf(store);
    expect(entry?.key).toBe("ci-token-[REDACTED:github-token]");
    expect(entry?.content).toBe("The CI pushes images with [REDACTED:huggingface-token]");
  });
});
