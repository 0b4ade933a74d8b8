/** A remote's module could not be fetched (its server down, slow, or serving something broken). */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: string,
    readonly module: string,
    cause: unknown,
  ) {
    super(`The ${remote} remote could not provide ${module}`, { cause });
  }
}
