import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../credentials';
import type { SignInRequest } from '../owner-contracts';

/** Lengths are bounded before anything is hashed; the username's shape is not judged here. */
export class SignInDto implements SignInRequest {
  @IsString({ message: 'username must be text' })
  @IsNotEmpty({ message: 'Please enter your username.' })
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  username!: string;

  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'Please enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  password!: string;
}
