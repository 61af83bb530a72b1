import { defineMessages as defineTyped, type MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 types each descriptor's values as `{}` unless every message declares its value types, which
 * rejects `values` at every call site. ICU correctness is checked by `npm run i18n:check` instead, so our
 * descriptors are plain MessageDescriptors. The name stays `defineMessages` so formatjs extracts them.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return defineTyped(messages);
}
