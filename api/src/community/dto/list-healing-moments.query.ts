import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_LIST_LIMIT = 200;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`;

/** `?limit=` on the public list: the newest `limit` published stories (default and cap 200). */
export class ListHealingMomentsQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_LIST_LIMIT, { message: LIMIT_MESSAGE })
  limit?: number;
}
