import { unsubscribeRequestSchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

export { INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBE_TOKEN_PATTERN } from '@healing/contracts';

/** `POST /api/newsletter/unsubscribe`, from the shop's unsubscribe page. */
export class UnsubscribeDto extends createSchemaDto(unsubscribeRequestSchema) {}

/** `?token=` of the one-click URL in List-Unsubscribe. */
export class OneClickUnsubscribeQuery extends createSchemaDto(unsubscribeRequestSchema) {}
