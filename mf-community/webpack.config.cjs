const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({
  dir: __dirname,
  exposes: {
    './HealingMomentsPage': './src/expose/healing-moments-page.tsx',
    './BlogPage': './src/expose/blog-page.tsx',
    './BlogPostPage': './src/expose/blog-post-page.tsx',
    './ContactPage': './src/expose/contact-page.tsx',
    './ModerationPage': './src/expose/moderation-page.tsx',
    './AdminStoriesPage': './src/expose/admin-stories-page.tsx',
    './AdminMessagesPage': './src/expose/admin-messages-page.tsx',
    './AdminSubscribersPage': './src/expose/admin-subscribers-page.tsx',
    './AdminEmailsPage': './src/expose/admin-emails-page.tsx',
    './UnsubscribePage': './src/expose/unsubscribe-page.tsx',
    './NewsletterConfirmPage': './src/expose/newsletter-confirm-page.tsx',
    './HomeShareMoment': './src/expose/home-share-moment.tsx',
    './HomeRecentMoments': './src/expose/home-recent-moments.tsx',
    './NewsletterSignup': './src/expose/newsletter-signup.tsx',
  },
});
