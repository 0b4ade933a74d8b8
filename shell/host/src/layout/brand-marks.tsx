// The shop's own marks: its lotus and the social networks' logos (drawn on a 24 px grid, 1.75
// stroke, like the platform's icon set). Decorative: callers label the control. Every other icon
// is the platform's (lucide).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const LotusMark = (props: IconProps) => (
  <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" {...props}>
    <circle cx="20" cy="20" r="19" fill="var(--color-primary-soft)" />
    <path d="M20 10c3.2 3.4 4.4 7.4 0 14.5-4.4-7.1-3.2-11.1 0-14.5Z" fill="var(--color-primary)" />
    <path
      d="M20 24.5c-2.2-4.2-6-6.6-10-6.2 0.6 4.8 4.5 7.6 10 6.2Zm0 0c2.2-4.2 6-6.6 10-6.2-0.6 4.8-4.5 7.6-10 6.2Z"
      fill="var(--color-lavender)"
    />
    <path
      d="M11 28.5c5.5 1.8 12.5 1.8 18 0"
      stroke="var(--color-sage-strong)"
      strokeWidth="1.6"
      fill="none"
      strokeLinecap="round"
    />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8Z" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="17" cy="7" r="0.6" fill="currentColor" />
  </Icon>
);

export const TikTokIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 4v10.5a3.5 3.5 0 1 1-3.5-3.5M13.5 4c.4 2.6 2.2 4.3 5 4.5" />
  </Icon>
);

export const YouTubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="m10.5 9.5 4 2.5-4 2.5v-5Z" fill="currentColor" />
  </Icon>
);
