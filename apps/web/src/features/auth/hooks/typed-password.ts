/**
 * The password just typed at login, kept in memory only (never in storage) so the forced
 * change-password modal need not ask for it again.
 */
let typed: string | null = null;

export function keepTypedPassword(password: string | null): void {
  typed = password;
}

export function peekTypedPassword(): string | null {
  return typed;
}
