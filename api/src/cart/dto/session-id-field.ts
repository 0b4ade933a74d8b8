import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../common/session-id';

const SESSION_MESSAGE = 'The session id is not valid.';

/** A session id in a body, held to the same pattern as the X-Session-Id header. */
export function IsSessionId(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: SESSION_MESSAGE }),
    Matches(SESSION_ID_PATTERN, { message: SESSION_MESSAGE }),
  );
}
