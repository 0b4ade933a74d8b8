import { FollowsRule } from '../../common/follows-rule';
import { signInSchema } from '@healing/contracts';
import type { SignInRequest } from '@healing/contracts/admin';

/** Lengths are bounded before anything is hashed (the shared rules); the shape is not judged. */
export class SignInDto implements SignInRequest {
  @FollowsRule(signInSchema.shape.username)
  username!: string;

  @FollowsRule(signInSchema.shape.password)
  password!: string;
}
