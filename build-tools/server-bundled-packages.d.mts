/** See server-bundled-packages.mjs. */
export declare const SERVER_BUNDLED_PACKAGES: RegExp;
