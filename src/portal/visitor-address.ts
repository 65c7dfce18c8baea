/**
 * The visitor's address, as the site's front resolved it (peer, or X-Forwarded-For from a trusted
 * proxy), written onto every page request by the server (any copy the client sent is overwritten).
 * A loader that makes a rate-limited portal call forwards it, so the limit counts per visitor and
 * not for the web server as a whole (decision 155).
 */
export const VISITOR_ADDRESS_HEADER = "x-visitor-address";
