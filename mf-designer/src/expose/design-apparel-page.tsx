import { RemoteRoot } from '@healing/platform';
import { DesignApparelPage } from '../pages/design-apparel-page';

/** './DesignApparelPage': the shell's /design-apparel route. */
export default function DesignApparelPageModule() {
  return (
    <RemoteRoot remote="designer" release={__RELEASE__}>
      <DesignApparelPage />
    </RemoteRoot>
  );
}
