// Data builders for the remote's tests: API answers shaped like the server's contracts.
import type {
  AdminHealingMomentDto,
  BlogPostDto,
  BlogPostSummaryDto,
  HealingMomentDto,
} from '@healing/platform';
import type { FakeResponse } from '@healing/platform/testing';

export function moment(overrides: Partial<HealingMomentDto> = {}): HealingMomentDto {
  return {
    id: 1,
    name: 'Maya',
    story: 'I finally asked for help, and it changed everything.',
    emotionBefore: null,
    emotionAfter: null,
    category: 'growth',
    isAnonymous: false,
    likeCount: 0,
    submittedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

export function adminMoment(overrides: Partial<AdminHealingMomentDto> = {}): AdminHealingMomentDto {
  return {
    ...moment(),
    moderationStatus: 'pending',
    isApproved: false,
    reviewedAt: null,
    ...overrides,
  };
}

export function blogSummary(overrides: Partial<BlogPostSummaryDto> = {}): BlogPostSummaryDto {
  return {
    id: 1,
    title: 'Five-Minute Grounding Practices',
    excerpt: 'When your thoughts start racing, your body can bring you back.',
    category: 'Self-Care',
    author: 'Dr. Naomi Ellis, PsyD',
    image: '/api/images/blog/grounding.svg',
    publishedAt: '2026-11-17T10:00:00.000Z',
    ...overrides,
  };
}

export function blogPost(overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  return {
    ...blogSummary(),
    content: 'Anxiety pulls us into the future.\n\nTry the 5-4-3-2-1 practice.',
    ...overrides,
  };
}

export function apiError(status: number, message: string, field?: string): FakeResponse {
  return {
    status,
    body: { statusCode: status, message, error: 'Error', ...(field ? { field } : {}) },
  };
}

/** A response the test releases when it wants to look at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
