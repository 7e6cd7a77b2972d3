import { handKindsToModules } from "../modules/kinds.ts";

// A test that calls a service without building an app still sells the shop's kinds; buildApp hands them again.
handKindsToModules();
