// The shop's look in an e-mail: the shell's design tokens (shell/host/src/styles/global.css) as
// plain values, since mail clients read no CSS variables, and fonts every client has: a mail
// loads no web font and no image.

export const MAIL_COLORS = {
  bg: '#fbf7f2',
  surface: '#ffffff',
  surfaceWarm: '#f8efe8',
  ink: '#2f2630',
  inkSoft: '#5e5360',
  border: '#eadfd5',
  primary: '#9a4658',
  primarySoft: '#f5e4e6',
  onPrimary: '#ffffff',
  sageStrong: '#46634f',
  sageSoft: '#e5efe7',
} as const;

/** Fraunces and Nunito Sans in the shop; their nearest system fonts here. */
export const MAIL_FONTS = {
  display: "Georgia, 'Times New Roman', serif",
  body: "'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

export const SHOP_NAME = 'Healing Shop';
