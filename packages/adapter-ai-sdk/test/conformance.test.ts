import { describeAdapterConformance } from "@engram/core/testing";
import { createAiSdkDriver } from "./conformance-driver.js";

describeAdapterConformance({ name: "@engram/adapter-ai-sdk", createDriver: createAiSdkDriver });
