import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactResponse } from '../contracts';
import { enqueueMail } from '../mail/outbox';
import { ContactMessage } from './contact-message.entity';
import type { ContactDto } from './dto/contact.dto';
import { contactReceivedMail } from './engagement-mails';

export const CONTACT_RECEIVED_MESSAGE =
  "We'll get back to you within 24 hours. Thank you for reaching out!";

/** Contact messages are stored for the shop; the sender gets an acknowledgement by e-mail. */
@Injectable()
export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  send(input: ContactDto): Promise<ContactResponse> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const saved = await repository.save(
        repository.create({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          subject: input.subject,
          message: input.message,
        }),
      );
      await enqueueMail(manager, contactReceivedMail(saved));
      return { success: true, id: saved.id, message: CONTACT_RECEIVED_MESSAGE };
    });
  }
}
