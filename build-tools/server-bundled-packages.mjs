// npm packages compiled into the server bundles instead of loaded from node_modules at run time
// (vite.config.ts for the React Router server build, scripts/build-server.mjs for server/main.ts).
// Chakra's entry re-exports every component: imported as a package it makes Node load some 6,000
// modules of Ark UI and Zag (about 100 MB of memory) for the few dozen components the site uses.
// Bundled, only those are compiled in (decision 096). Emotion and React stay external, so the two
// bundles share one instance of each.
export const SERVER_BUNDLED_PACKAGES = /^(@chakra-ui\/react|@ark-ui\/react|@zag-js\/[^/]+)(\/|$)/;
