import { afterAll, afterEach } from "vitest";
import { takeUndeclaredCodes } from "../../server/http/answer-check";

/**
 * Every failure the API suite provokes is checked against its call's declared codes (issue 25). The
 * check throws, so the call answers 000099; a test that accepts any failure still fails here,
 * naming the call and the code.
 */
function failOnUndeclared() {
  const found = takeUndeclaredCodes();
  if (found.length > 0) throw new Error(`answers with undeclared result codes:\n${found.join("\n")}`);
}
afterEach(failOnUndeclared);
afterAll(failOnUndeclared);
