import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * zxcvbn-ts with its language-common lists (top passwords, names, keyboard patterns). A password it
 * guesses in under 10^6 tries (score 0–1: `Password1!`, `monkey123`, `qazwsxedc`, `milk2026`) is
 * common; no composition rules are added (ASVS 6.2.5). Loaded only where installed (common-passwords.ts).
 */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export const COMMON_PASSWORD_MIN_SCORE = 2;

export function commonPasswordCheck(password: string): boolean {
  return zxcvbn.check(password).score < COMMON_PASSWORD_MIN_SCORE;
}
