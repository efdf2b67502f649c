import { describeAdapterConformance } from "@engram/core/testing";
import { createLangChainDriver } from "./conformance-driver.js";

describeAdapterConformance({ name: "@engram/adapter-langchain", createDriver: createLangChainDriver });
