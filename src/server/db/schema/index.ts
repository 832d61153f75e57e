export * from "./admin";
export * from "./auth";
export * from "./scheduling";
