import { describeAdapterConformance } from "@engram/core/testing";
import { createMastraDriver } from "./conformance-driver.js";

describeAdapterConformance({ name: "@engram/adapter-mastra", createDriver: createMastraDriver });
