// The rate-limit module's server entry point: the limiter other modules build on their executor.
// Code outside the module imports only this and index.ts (decision 036); the table stays private.
export { createRateLimiter, type RateLimiter } from "./limiter.server";
