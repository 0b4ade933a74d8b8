/** The API's 1200x630 PNG card of a blog post, for link previews (og:image), through the shop's origin. */
export function blogPostSocialImagePath(postId: number): string {
  return `/api/images/social/blog/${postId}.png`;
}
