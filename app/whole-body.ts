/**
 * Set by the document renderer on a page rendered whole (no deferred data) and read by the
 * server's page handler, which then sends the body in one write instead of through a stream.
 * Never sent to the browser.
 */
export const WHOLE_BODY_HEADER = "X-Whole-Body";
