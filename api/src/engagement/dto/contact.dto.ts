import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CleanText } from '../../common/clean-text';
import { CONTACT_SUBJECTS, type ContactRequest, type ContactSubject } from '../../contracts';

/** Checks run bottom-up (class-validator's order): presence, then type, then size. */
export class ContactDto implements ContactRequest {
  @CleanText()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsString({ message: 'Please enter your first name' })
  @IsNotEmpty({ message: 'Please enter your first name' })
  firstName!: string;

  @CleanText()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsString({ message: 'Please enter your last name' })
  @IsNotEmpty({ message: 'Please enter your last name' })
  lastName!: string;

  @CleanText()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter a valid email address' })
  email!: string;

  @CleanText()
  @IsIn(CONTACT_SUBJECTS, { message: 'Please select a subject' })
  subject!: ContactSubject;

  @CleanText()
  @MaxLength(5000, { message: 'Your message must be at most 5000 characters' })
  @IsString({ message: 'Please enter a message' })
  @IsNotEmpty({ message: 'Please enter a message' })
  message!: string;
}
