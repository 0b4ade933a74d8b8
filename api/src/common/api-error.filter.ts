import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import type { ApiErrorBody } from '@healing/contracts';
import { DomainError } from './domain-errors';
import { isDatabaseUnavailable, isInputRefusedByDatabase } from './database-errors';
import { fastifyMessage, type FastifyLikeError } from './fastify-errors';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  505: 'HTTP Version Not Supported',
};

/** The reason phrase of a status, as the `error` of the shop's error format. */
export function reason(status: number): string {
  return reasonPhrases[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * The one place an error becomes an HTTP answer: always `{ statusCode, message, error }`,
 * with a message a person can read. 5xx details are logged, never sent.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500 && body.statusCode !== 503) {
      // The request's own logger: the line carries its request id. The route pattern, not the
      // URL, which may hold a session id.
      request.log.error(
        { err: exception, method: request.method, route: routeOf(request) },
        'request failed',
      );
    }
    // A route that knows better (a busy upload read) has set its own.
    if (body.statusCode === 503 && reply.getHeader?.('Retry-After') === undefined) {
      reply.header('Retry-After', '5');
    }
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: exception.statusCode,
        message: exception.message,
        error: reason(exception.statusCode),
        ...(exception.field ? { field: exception.field } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const { message, field, errors } = response as {
          message?: string | string[];
          field?: string;
          errors?: ApiErrorBody['errors'];
        };
        return {
          statusCode: status,
          message: this.readableMessage(message, status, request),
          error: reason(status),
          ...(field ? { field } : {}),
          ...(errors ? { errors } : {}),
        };
      }
      // A string response is Fastify's own error, which Nest wraps without its code.
      return {
        statusCode: status,
        message: fastifyMessage({ statusCode: status, message: String(response) }),
        error: reason(status),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'The shop is briefly unavailable. Please try again in a few seconds.',
        error: reason(503),
      };
    }
    if (isInputRefusedByDatabase(exception)) {
      // A gap in the validation: worth fixing, but the visitor's input, not our failure.
      request.log.warn(
        { method: request.method, route: routeOf(request) },
        'input refused by the database',
      );
      return {
        statusCode: 400,
        message: 'Some of the text or numbers sent cannot be stored. Please check them.',
        error: reason(400),
      };
    }
    if (exception instanceof QueryFailedError) {
      return { statusCode: 500, message: 'Something went wrong on our side.', error: reason(500) };
    }
    const fastifyError = exception as FastifyLikeError;
    if (
      typeof fastifyError?.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return {
        statusCode: fastifyError.statusCode,
        message: fastifyMessage(fastifyError),
        error: reason(fastifyError.statusCode),
      };
    }
    return { statusCode: 500, message: 'Something went wrong on our side.', error: reason(500) };
  }

  private readableMessage(
    message: string | string[] | undefined,
    status: number,
    request: FastifyRequest,
  ): string {
    if (Array.isArray(message)) return message.join('; ');
    if (status === 404 && (!message || message.startsWith('Cannot '))) {
      // Not the address itself: an answer repeats nothing a request said.
      return `Nothing answers ${request.method} at this address.`;
    }
    return message ?? reason(status);
  }
}
