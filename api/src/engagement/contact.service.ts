import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactResponse } from '@healing/contracts';
import { storeOncePerKey } from '../common/once-per-key';
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

  /** A message sent again with its Idempotency-Key is recognised: one message, one e-mail. */
  send(input: ContactDto, idempotencyKey: string | null = null): Promise<ContactResponse> {
    const received = (id: number): ContactResponse => ({
      success: true,
      id,
      message: CONTACT_RECEIVED_MESSAGE,
    });
    return storeOncePerKey({
      key: idempotencyKey,
      index: 'uq_contacts_idempotency',
      what: 'message',
      store: () =>
        this.dataSource.transaction(async (manager) => {
          const repository = manager.getRepository(ContactMessage);
          const saved = await repository.save(
            repository.create({
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              subject: input.subject,
              message: input.message,
              idempotencyKey,
            }),
          );
          await enqueueMail(manager, contactReceivedMail(saved));
          return received(saved.id);
        }),
      earlier: (key) =>
        this.dataSource.getRepository(ContactMessage).findOneBy({ idempotencyKey: key }),
      sameRequest: (earlier) =>
        earlier.email === input.email &&
        earlier.subject === input.subject &&
        earlier.message === input.message,
      answer: (earlier) => received(earlier.id),
    });
  }
}
