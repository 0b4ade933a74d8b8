import { searchQuerySchema, searchSuggestionsQuerySchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

/** An empty value (`?sort=`) is read as none, as on the product lists. */
function emptyAsNone(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** `?q=&category=&sort=` */
export class SearchQueryDto extends createSchemaDto(searchQuerySchema, { prepare: emptyAsNone }) {}

/** `?q=` */
export class SearchSuggestionsQueryDto extends createSchemaDto(searchSuggestionsQuerySchema, {
  prepare: emptyAsNone,
}) {}
