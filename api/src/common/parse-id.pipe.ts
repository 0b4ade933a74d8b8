import { Injectable, PipeTransform } from '@nestjs/common';
import { InvalidInputError } from './domain-errors';

const MAX_ID = 2_147_483_647; // PostgreSQL integer

/** Parses a positive integer id from the path; anything else is a 400 with a readable message. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  // The global pipe (common/schema-validation.pipe.ts) leaves path params as the raw string.
  transform(raw: string): number {
    const value = String(raw);
    if (!/^\d{1,10}$/.test(value)) {
      throw new InvalidInputError(`"${value.slice(0, 40)}" is not a valid id.`, 'id');
    }
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new InvalidInputError(`"${value}" is not a valid id.`, 'id');
    return id;
  }
}
