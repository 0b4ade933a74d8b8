import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropIcon, FileDropLabel, FileDropZone } from './file-drop-zone';

function renderZone(onFile = jest.fn(), disabled = false) {
  render(
    <FileDropZone id="photo" accept="image/png" onFile={onFile} disabled={disabled}>
      <FileDropIcon>+</FileDropIcon>
      <FileDropLabel htmlFor="photo">Choose an image</FileDropLabel>
      <button type="button">Remove choice</button>
    </FileDropZone>,
  );
  const input = screen.getByLabelText('Choose an image');
  const zone = input.parentElement as HTMLElement;
  return { onFile, input, zone };
}

const png = () => new File(['png'], 'garden.png', { type: 'image/png' });

/** A drag event whose dataTransfer carries `types` (and `files` for a drop). */
function dragEvent(
  type: 'dragEnter' | 'dragOver' | 'dragLeave' | 'drop',
  target: HTMLElement,
  init: { types: string[]; files?: File[]; relatedTarget?: Node | null },
) {
  const event = createEvent[type](target);
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: init.types, files: init.files ?? [], dropEffect: 'none' },
  });
  if (init.relatedTarget !== undefined) {
    Object.defineProperty(event, 'relatedTarget', { value: init.relatedTarget });
  }
  fireEvent(target, event);
  return event;
}

describe('FileDropZone', () => {
  it('is an ordinary labelled file field: a chosen file is handed over, and the input emptied', async () => {
    const { onFile, input } = renderZone();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png');
    const file = png();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('lights up for files only, takes the first file dropped, and stops the browser opening it', () => {
    const { onFile, zone } = renderZone();
    const overText = dragEvent('dragOver', zone, { types: ['text/uri-list'] });
    expect(overText.defaultPrevented).toBe(false);
    expect(zone).not.toHaveAttribute('data-dragging');

    const overFile = dragEvent('dragOver', zone, { types: ['Files'] });
    expect(overFile.defaultPrevented).toBe(true);
    expect(zone).toHaveAttribute('data-dragging');
    // Moving onto the zone's own button is not leaving it.
    dragEvent('dragLeave', zone, { types: ['Files'], relatedTarget: screen.getByRole('button') });
    expect(zone).toHaveAttribute('data-dragging');

    const first = png();
    const drop = dragEvent('drop', zone, { types: ['Files'], files: [first, png()] });
    expect(drop.defaultPrevented).toBe(true);
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(first);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('tells its words whether a file is over it', () => {
    render(
      <FileDropZone id="photo" accept="image/png" onFile={jest.fn()}>
        {({ isDragging }) => (
          <FileDropLabel htmlFor="photo">
            {isDragging ? 'Drop the image here' : 'Choose an image'}
          </FileDropLabel>
        )}
      </FileDropZone>,
    );
    const zone = screen.getByLabelText('Choose an image').parentElement as HTMLElement;
    dragEvent('dragEnter', zone, { types: ['Files'] });
    expect(screen.getByText('Drop the image here')).toBeInTheDocument();
  });

  it('takes nothing while disabled', () => {
    const { onFile, zone, input } = renderZone(jest.fn(), true);
    expect(input).toBeDisabled();
    dragEvent('dragOver', zone, { types: ['Files'] });
    expect(zone).not.toHaveAttribute('data-dragging');
    dragEvent('drop', zone, { types: ['Files'], files: [png()] });
    expect(onFile).not.toHaveBeenCalled();
  });
});
