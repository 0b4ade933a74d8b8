/** Errors the services throw; the exception filter maps each to its HTTP status. */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  /** The field a validation error is about, when there is one (forms show it beside it). */
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
}

export class InvalidInputError extends DomainError {
  readonly statusCode = 400;
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

/** What was there once and is not any more (an expired link). */
export class GoneError extends DomainError {
  readonly statusCode = 410;
}

export class UnsupportedMediaError extends DomainError {
  readonly statusCode = 415;
}

export class PayloadTooLargeError extends DomainError {
  readonly statusCode = 413;
}

/** Well-formed and of an accepted type, but refused for what it holds (an image too large in pixels). */
export class UnprocessableContentError extends DomainError {
  readonly statusCode = 422;
}

/** A service the request needs (the payment provider) did not answer; worth a retry. */
export class ServiceUnavailableError extends DomainError {
  readonly statusCode = 503;
}
