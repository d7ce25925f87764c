export * from "./listings";
export * from "./users";
