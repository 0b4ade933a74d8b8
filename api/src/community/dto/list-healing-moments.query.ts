import { listHealingMomentsQuerySchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

export { MAX_LIST_LIMIT } from '@healing/contracts';

/** `?limit=` on the public list. */
export class ListHealingMomentsQuery extends createSchemaDto(listHealingMomentsQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ['limit'] }),
}) {}
