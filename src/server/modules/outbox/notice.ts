// What `npm start` says once about the built-in providers: without it an operator cannot know that codes stay in
// the outbox table (nothing is delivered) nor how to read them.

/** The startup line while a built-in SMS or mail provider is active; undefined when both are real gateways. */
export function builtInOutboxNotice(builtIn: { sms: boolean; mail: boolean }): string | undefined {
  const what = builtIn.sms && builtIn.mail ? 'SMS and mail' : builtIn.sms ? 'SMS' : builtIn.mail ? 'Mail' : undefined;
  if (!what) return undefined;
  return `${what}: built-in outbox (no messages leave this machine). Read codes with: npm run outbox -- --follow`;
}
