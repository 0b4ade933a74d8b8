import { Injectable, type PipeTransform } from '@nestjs/common';
import { InvalidInputError } from '../common/domain-errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Upload ids are UUIDs; anything else is refused before it reaches the database. */
@Injectable()
export class ParseUploadIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID_PATTERN.test(value)) {
      throw new InvalidInputError(`"${value.slice(0, 40)}" is not a valid upload id.`, 'id');
    }
    return value.toLowerCase();
  }
}
