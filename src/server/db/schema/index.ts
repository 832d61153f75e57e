export * from "./admin";
export * from "./auth";
export * from "./availability";
export * from "./booking-hosts";
export * from "./calendars";
export * from "./hosts";
export * from "./scheduling";
export * from "./webhooks";
