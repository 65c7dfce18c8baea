/**
 * scrypt's cost (log2 N) in the test suites: 2^14 instead of production's 2^17, which takes about a
 * second of CPU per hash on the CI machine (decision 093). `security-auth.test.ts` checks the default.
 */
export const TEST_SCRYPT_LOG2N = 14;

/** What a password hash made at the test cost looks like: scheme, N, r, p, 16-byte salt, 32-byte key. */
export const TEST_PASSWORD_HASH = new RegExp(`^scrypt\\$${2 ** TEST_SCRYPT_LOG2N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`);
