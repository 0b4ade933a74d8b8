// Test runs are quiet and never throttled, except where a test turns the limit on itself; the
// newsletter's cleanup runs when a test runs it.
process.env.WRITE_RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.MAIL_POLL_INTERVAL_MS ??= '0';
process.env.NEWSLETTER_CLEANUP_INTERVAL_MS ??= '0';
process.env.OWNER_DIGEST_CHECK_INTERVAL_MS ??= '0';
