import { signInSchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

/** Lengths are bounded before anything is hashed (the shared rules); the shape is not judged. */
export class SignInDto extends createSchemaDto(signInSchema) {}
