import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminMailPreviewDto,
  type AdminMailTemplateDto,
  type AdminMailTemplatesDto,
  MAIL_TEMPLATE_NOT_FOUND,
} from '@healing/contracts/admin';
import { NotFoundError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { htmlOf, type OutgoingMail } from '../mail/outbox';
import { MAIL_PREVIEWS, type MailPreview } from './mail-previews';

/** The back office's e-mail previews: every template, rendered with sample data. */
@Injectable()
export class MailPreviewsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  list(): AdminMailTemplatesDto {
    return {
      templates: Object.entries(MAIL_PREVIEWS).map(([id, preview]) =>
        describe(id, preview, preview.sample(this.config.publicOrigin)),
      ),
    };
  }

  /** The template's HTML and text as the outbox would store them. 404 for an unknown name. */
  preview(id: string): AdminMailPreviewDto {
    const preview = Object.hasOwn(MAIL_PREVIEWS, id)
      ? MAIL_PREVIEWS[id as OutgoingMail['kind']]
      : undefined;
    if (!preview) throw new NotFoundError(MAIL_TEMPLATE_NOT_FOUND, 'template');
    const mail = preview.sample(this.config.publicOrigin);
    return { ...describe(id, preview, mail), to: mail.to, html: htmlOf(mail), text: mail.text };
  }
}

function describe(id: string, preview: MailPreview, mail: OutgoingMail): AdminMailTemplateDto {
  return {
    id,
    name: preview.name,
    description: preview.description,
    audience: preview.audience,
    subject: mail.subject,
  };
}
