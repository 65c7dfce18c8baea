/**
 * ASVS 6.2.4/6.2.12: a new password must not be a common one. The check is zxcvbn-ts with its
 * common-password, name and keyboard-pattern lists (common-password-check.ts, ~1 MB of lists), so it
 * is installed where it is needed instead of being imported by every user of the schemas: by the
 * portal at start (and the admin CLI), and by the sign-up and password forms when they open
 * (src/account/use-common-password-check.ts). Both sides then run the same rule through
 * `NewPasswordSchema`; a form that submits before its check has loaded is answered by the portal.
 */
let installed: ((password: string) => boolean) | null = null;

export function installCommonPasswordCheck(isCommon: (password: string) => boolean): void {
  installed = isCommon;
}

export function isCommonPassword(password: string): boolean {
  return installed?.(password) ?? false;
}
