// How a remote's HTML is put into the shell's server-rendered page so that the browser hydrates
// it in place. Each remote area is a Suspense boundary in the browser (remote-area.tsx), so the
// server renders each one as a Suspense boundary too, holding an empty slot; the slot is then
// swapped for what the remote rendered. React's HTML marks a boundary with comments
// (<!--$-->...<!--/$-->): the remote's HTML ends up exactly inside one, where the browser finds
// it, keeps it until the area's module and data are there, and then hydrates it.

/** On the empty slot the server renders as the first thing inside an area's boundary. */
export const AREA_SLOT_ATTRIBUTE = 'data-remote-area';

/** On the slot too: where the area's module sits in the shell's React tree (`TreePosition`). */
export const TREE_POSITION_ATTRIBUTE = 'data-tree-position';

/**
 * The position of the probe's parent in React's tree, from the id (`useId`) React gave the
 * probe, the first of a pair of children: React's tree id is the bits of each fork on the way
 * from the root, the latest highest, and the pair added '01' above the parent's. Undefined for
 * an id in another format, or so deep that React folded part of it away (past 30 bits).
 */
export function treePositionFromProbeId(probeId: string): string | undefined {
  const treeId = /^_R_([0-9a-v]+)_$/.exec(probeId)?.[1];
  if (treeId === undefined) return undefined;
  const value = parseInt(treeId, 32);
  if (!(value > 0 && value < 2 ** 20)) return undefined;
  // '1' (the pair's) and then the parent's bits, leading zeros and all.
  return value.toString(2).slice(1);
}

/**
 * The digest the server gives an area it leaves to the browser (its remote rendered nothing,
 * failed or refused): the boundary is sent as one React renders in the browser, with the loading
 * state inside. React tells the root's onRecoverableError about such a boundary with this digest,
 * which is not a mismatch (bootstrap.tsx).
 */
export const LEFT_TO_BROWSER_DIGEST = 'remote-area-left-to-browser';

/** True for what React reports of an area the server left to the browser: not a mismatch. */
export function isLeftToBrowser(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === LEFT_TO_BROWSER_DIGEST;
}

/** What React's server rendering opens a finished Suspense boundary with. */
const BOUNDARY_START = '<!--$-->';
/** ...and a boundary the browser is to render itself, with the reason in a template after it. */
const CLIENT_RENDERED_BOUNDARY_START = '<!--$!-->';

/**
 * An area's slot at the start of its boundary, as React writes it: the attribute's value is
 * escaped, and a module id ('catalog/HomeSections') has nothing to escape.
 */
const SLOT =
  /<!--\$--><template data-remote-area="([^"]*)"(?: data-tree-position="([01]*)")?><\/template>/g;

/** Each area's position in the shell's tree, by module id, from the shell's HTML. */
export function areaPositionsIn(html: string): Record<string, string> {
  const positions: Record<string, string> = {};
  for (const [, id, position] of html.matchAll(SLOT)) {
    if (position !== undefined) positions[id] = position;
  }
  return positions;
}

/**
 * What React's server rendering writes before a remote's HTML: the resources it found the page
 * needs early (a preload of each image to fetch with high priority). In the page's head they are
 * found sooner; inside the area, the browser would find elements its module does not render.
 */
const LEADING_RESOURCE_HINTS = /^(?:<link\b[^>]*>)+/;

export interface SplicedAreas {
  html: string;
  /** The remotes' resource hints, for the page's head. */
  head: string;
}

/**
 * The shell's HTML with each area's slot replaced: by the remote's HTML when it sent some,
 * otherwise by the mark of a boundary the browser renders (its loading state stays in it for
 * the time being, and for a browser without JavaScript).
 */
export function spliceRemoteAreas(
  html: string,
  fragments: Readonly<Record<string, string>>,
): SplicedAreas {
  const hints: string[] = [];
  const spliced = html.replace(SLOT, (_slot, id: string) => {
    const fragment = Object.hasOwn(fragments, id) ? fragments[id] : undefined;
    if (fragment === undefined) {
      return `${CLIENT_RENDERED_BOUNDARY_START}<template data-dgst="${LEFT_TO_BROWSER_DIGEST}"></template>`;
    }
    const leading = LEADING_RESOURCE_HINTS.exec(fragment)?.[0] ?? '';
    hints.push(leading);
    return `${BOUNDARY_START}${fragment.slice(leading.length)}`;
  });
  return { html: spliced, head: hints.join('') };
}
