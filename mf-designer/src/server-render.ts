// What the designer renders on the server: the shell asks for this area's HTML when it renders a
// page (see build-kit's ssr/render-remote.tsx). The studio draws in the browser, but its page is
// rendered here so that a visitor sees it at once, and one without JavaScript sees the
// NeedsJavaScript card rather than a spinner waiting for scripts that never run.
import DesignApparelPage from './expose/design-apparel-page';

export const serverRendered = {
  './DesignApparelPage': DesignApparelPage,
};
