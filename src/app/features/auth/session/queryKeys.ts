/** react-query keys of the session's server state (stories seed them; logout removes them). */
export const sessionKeys = {
  /** Everything that belongs to the signed-in member: removed on logout and on session expiry. */
  all: ['session'] as const,
  memberInfo: ['session', 'memberInfo'] as const,
  balance: ['session', 'balance'] as const,
  consolidated: ['session', 'consolidated'] as const,
  /** Public answers (no session): kept across logins. */
  countries: ['public', 'countries'] as const,
  socialProviders: ['public', 'socialProviders'] as const,
};
