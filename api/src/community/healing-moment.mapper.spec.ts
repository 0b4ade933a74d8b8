import { HealingMoment } from './healing-moment.entity';
import { toAdminHealingMomentDto, toHealingMomentDto } from './healing-moment.mapper';

function moment(overrides: Partial<HealingMoment> = {}): HealingMoment {
  return Object.assign(new HealingMoment(), {
    id: 3,
    name: 'Real Name',
    story: 'A story',
    emotionBefore: null,
    emotionAfter: 'calm',
    category: 'loss',
    isAnonymous: false,
    moderationStatus: 'approved',
    isApproved: true,
    likeCount: 2,
    submittedAt: new Date('2025-01-02T03:04:05.000Z'),
    reviewedAt: null,
    ...overrides,
  });
}

describe('healing moment mapping', () => {
  it('shows the name of a named story', () => {
    expect(toHealingMomentDto(moment())).toEqual({
      id: 3,
      name: 'Real Name',
      story: 'A story',
      emotionBefore: null,
      emotionAfter: 'calm',
      category: 'loss',
      isAnonymous: false,
      likeCount: 2,
      submittedAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('never puts the real name of an anonymous story in the public view', () => {
    const dto = toHealingMomentDto(moment({ isAnonymous: true }));
    expect(dto.name).toBe('Anonymous');
    expect(JSON.stringify(dto)).not.toContain('Real Name');
  });

  it('shows the owner the real name and the review state', () => {
    const reviewedAt = new Date('2025-02-01T00:00:00.000Z');
    const dto = toAdminHealingMomentDto(moment({ isAnonymous: true, reviewedAt }));
    expect(dto).toMatchObject({
      name: 'Real Name',
      isAnonymous: true,
      moderationStatus: 'approved',
      isApproved: true,
      reviewedAt: '2025-02-01T00:00:00.000Z',
    });
  });
});
