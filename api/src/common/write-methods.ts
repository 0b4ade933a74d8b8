/** Methods that only read: never throttled, never refused for their Origin. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every other method is a write (POST, PUT, PATCH, DELETE and anything unusual). */
export function isWriteMethod(method: string): boolean {
  // Node hands methods over in capitals: most requests are answered without a new string.
  return !READ_METHODS.has(method) && !READ_METHODS.has(method.toUpperCase());
}
