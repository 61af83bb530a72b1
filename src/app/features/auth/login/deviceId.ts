/** localStorage `SHELL_deviceId` (the platform's key): a UUID the login and register payloads carry as loginDeviceId. */
const KEY = 'SHELL_deviceId';

function uuid(): string {
  // crypto.randomUUID needs a secure context; getRandomValues works on plain http hosts too
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's device id, created on first use (undefined when storage is blocked). */
export function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(KEY);
    if (!id) {
      id = uuid();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
