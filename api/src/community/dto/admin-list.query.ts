import { adminHealingMomentsQuerySchema } from '@healing/contracts/admin';
import { createSchemaDto } from '../../common/schema-dto';

/** `?status=` on the moderation list. */
export class AdminListQuery extends createSchemaDto(adminHealingMomentsQuerySchema) {}
