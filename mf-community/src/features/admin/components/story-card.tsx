import { type AdminHealingMomentDto, Badge, Button, VisitorTextCard } from '@healing/platform';
import { FormattedDate } from '../../../components/formatted-date';
import { STORY_CATEGORY_LABELS } from '../../../config/story-categories';
import type { Decision } from '../api/admin-api';

/** The decisions that change a story's state: a pending one can go either way. */
const DECISIONS: Record<AdminHealingMomentDto['moderationStatus'], readonly Decision[]> = {
  pending: ['approve', 'reject'],
  approved: ['reject'],
  rejected: ['approve'],
};

interface StoryCardProps {
  moment: AdminHealingMomentDto;
  onDecide: (decision: Decision) => void;
  /** The decision being sent for this story, if any. */
  pending?: Decision;
}

export function StoryCard({ moment, onDecide, pending }: StoryCardProps) {
  return (
    <VisitorTextCard
      headingId={`admin-story-${moment.id}`}
      heading={moment.name}
      tags={
        <>
          {moment.isAnonymous && <Badge tone="lavender">Shown as Anonymous</Badge>}
          <Badge tone="sage">{STORY_CATEGORY_LABELS[moment.category]}</Badge>
        </>
      }
      meta={
        <>
          Shared <FormattedDate iso={moment.submittedAt} />
          {moment.emotionBefore && moment.emotionAfter
            ? ` · ${moment.emotionBefore} → ${moment.emotionAfter}`
            : ''}
        </>
      }
      text={moment.story}
      actions={DECISIONS[moment.moderationStatus].map((decision) => (
        <Button
          key={decision}
          size="small"
          variant={decision === 'approve' ? 'secondary' : 'danger'}
          isLoading={pending === decision}
          disabled={pending !== undefined}
          aria-label={`${decision === 'approve' ? 'Approve' : 'Reject'} story by ${moment.name}`}
          onClick={() => onDecide(decision)}
        >
          {decision === 'approve' ? 'Approve' : 'Reject'}
        </Button>
      ))}
    />
  );
}
