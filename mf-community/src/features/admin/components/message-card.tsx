import { Badge, Button, buttonClassName, formatDate, VisitorTextCard } from '@healing/platform';
import type { AdminMessageDto } from '../api/admin-api';

const SUBJECT_LABELS: Record<string, string> = {
  general: 'General question',
  order: 'Order',
  partnership: 'Partnership',
  feedback: 'Feedback',
  wholesale: 'Wholesale',
  other: 'Other',
};

const DATE_TIME = { style: 'medium', withTime: true } as const;

interface MessageCardProps {
  message: AdminMessageDto;
  onToggle: () => void;
  isSaving: boolean;
}

/** One contact message, in full, with its sender and the way to mark it (un)handled. */
export function MessageCard({ message, onToggle, isSaving }: MessageCardProps) {
  const isHandled = message.handledAt !== null;
  return (
    <VisitorTextCard
      headingId={`admin-message-${message.id}`}
      heading={message.name}
      tags={
        message.subject && (
          <Badge tone="sage">{SUBJECT_LABELS[message.subject] ?? message.subject}</Badge>
        )
      }
      meta={
        <>
          <a href={`mailto:${message.email}`}>{message.email}</a> · received{' '}
          <time dateTime={message.receivedAt}>{formatDate(message.receivedAt, DATE_TIME)}</time>
          {message.handledAt && (
            <>
              {' '}
              · handled{' '}
              <time dateTime={message.handledAt}>{formatDate(message.handledAt, DATE_TIME)}</time>
            </>
          )}
        </>
      }
      text={message.message}
      actions={
        <>
          <a
            className={buttonClassName({ variant: 'outline', size: 'small' })}
            href={`mailto:${message.email}`}
          >
            Reply by e-mail
          </a>
          <Button
            size="small"
            variant={isHandled ? 'ghost' : 'secondary'}
            isLoading={isSaving}
            disabled={isSaving}
            aria-label={`${isHandled ? 'Mark as unhandled' : 'Mark as handled'}: message from ${message.name}`}
            onClick={onToggle}
          >
            {isHandled ? 'Mark as unhandled' : 'Mark as handled'}
          </Button>
        </>
      }
    />
  );
}
