import { type DragEvent, useState } from 'react';

/** Dragging a link or some text over the zone is not a choice of file: only files light it up. */
function carriesFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * A drop target for one file (the first, when several are dropped). Over the target the
 * browser's own drop is prevented: it would open the file in the tab and lose the form.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [isDragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!carriesFiles(event)) return;
    // Without this the browser refuses the drop.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    // Moving onto the zone's own preview or text is not leaving it.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return {
    isDragging,
    dropProps: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop },
  };
}
