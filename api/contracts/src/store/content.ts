// The blog, as the home page and the story pages read it.
import * as z from 'zod/mini';

export const blogPostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  image: z.string(),
  publishedAt: z.string(),
});
export type BlogPostSummaryDto = z.output<typeof blogPostSummarySchema>;

export const blogPostSchema = z.extend(blogPostSummarySchema, { content: z.string() });
export type BlogPostDto = z.output<typeof blogPostSchema>;
