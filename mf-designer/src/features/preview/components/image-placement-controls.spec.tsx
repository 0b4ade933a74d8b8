import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type ImagePlacement, placedRect, printableArea } from '@healing/contracts';
import type { PlacedUpload } from '../render-design';
import { ImageMover, ImageSizeField, KEY_SIZE_STEP, KEY_STEP } from './image-placement-controls';

// The T-shirt's printable area: 340 x 520 board units, from (330, 290).
const area = printableArea('tshirts');
/** The preview is 500 CSS pixels wide: two board units to a pixel. */
const FRAME_WIDTH = 500;

let latest: ImagePlacement;

function Studio({ start }: { start: ImagePlacement }) {
  const [placement, setPlacement] = useState(start);
  latest = placement;
  const placed: PlacedUpload = { placement, rect: placedRect(placement, area), area, aspect: 1 };
  return (
    <>
      <div style={{ position: 'relative' }}>
        <ImageMover placed={placed} frameWidth={FRAME_WIDTH} onChange={setPlacement} />
      </div>
      <ImageSizeField placed={placed} onChange={setPlacement} />
    </>
  );
}

const mover = () => screen.getByRole('button', { name: 'Move image' }).parentElement!;
/** A side of the frame over the image, as a number of percent of the board. */
const edge = (side: 'left' | 'top') => Number.parseFloat(mover().style[side]);

// jsdom has no PointerEvent: a mouse event carrying a pointer's id stands in for it.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class FakePointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
});

describe('moving and resizing the uploaded image', () => {
  it('sits on the image, in percent of the board', () => {
    render(<Studio start={{ x: 0.5, y: 0.5, size: 0.5 }} />);
    // 170 units square, centred on (500, 550).
    expect(mover()).toHaveStyle({ left: '41.5%', top: '46.5%', width: '17%', height: '17%' });
  });

  it('moves with the arrow keys, further with Shift', async () => {
    const user = userEvent.setup();
    render(<Studio start={{ x: 0.5, y: 0.5, size: 0.5 }} />);
    await user.click(screen.getByRole('button', { name: 'Move image' }));

    await user.keyboard('{ArrowRight}');
    // One step is 2% of the area's shorter side (340): 6.8 units, of a 340-unit width.
    expect(latest.x).toBeCloseTo(0.5 + KEY_STEP);
    await user.keyboard('{ArrowDown}');
    expect(latest.y).toBeCloseTo(0.5 + (KEY_STEP * 340) / 520);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(latest.x).toBeCloseTo(0.5 + KEY_STEP - 0.1);
  });

  it('stops at the edge of the printable area', async () => {
    const user = userEvent.setup();
    render(<Studio start={{ x: 0.5, y: 0.5, size: 0.5 }} />);
    await user.click(screen.getByRole('button', { name: 'Move image' }));

    await user.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}',
    );
    // Its top left corner is the area's: (330, 290), 33% and 29% of the board.
    expect(edge('left')).toBeCloseTo(33);
    expect(edge('top')).toBeCloseTo(29);
  });

  it('grows and shrinks with + and -, and never past the area', async () => {
    const user = userEvent.setup();
    render(<Studio start={{ x: 0.5, y: 0.5, size: 0.5 }} />);
    await user.click(screen.getByRole('button', { name: 'Move image' }));

    await user.keyboard('+');
    expect(latest.size).toBeCloseTo(0.5 + KEY_SIZE_STEP);
    await user.keyboard('--');
    expect(latest.size).toBeCloseTo(0.5 - KEY_SIZE_STEP);
    await user.keyboard('++++++++++++++');
    expect(latest.size).toBe(1);
    expect(screen.getByRole('slider', { name: 'Image size' })).toHaveValue('100');
  });

  it('resizes with the Image size slider, sliding back from an edge to stay on the area', () => {
    render(<Studio start={{ x: 0.25, y: 0.5, size: 0.5 }} />);
    const slider = screen.getByRole('slider', { name: 'Image size' });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% of the printable area');

    fireEvent.change(slider, { target: { value: '90' } });
    expect(latest.size).toBeCloseTo(0.9);
    // 306 units wide on a 340-unit area: its centre moves in to 0.45.
    expect(latest.x).toBeCloseTo(0.45);
  });

  it('follows a pointer dragging the image, and its corner', () => {
    render(<Studio start={{ x: 0.5, y: 0.5, size: 0.5 }} />);
    const move = screen.getByRole('button', { name: 'Move image' });

    fireEvent.pointerDown(move, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    // 17 pixels are 34 units: a tenth of the area's width.
    fireEvent.pointerMove(move, { pointerId: 1, clientX: 117, clientY: 100 });
    fireEvent.pointerUp(move, { pointerId: 1, clientX: 117, clientY: 100 });
    expect(latest.x).toBeCloseTo(0.6);
    expect(move).toHaveFocus();

    // After the pointer is up, a move does nothing.
    fireEvent.pointerMove(move, { pointerId: 1, clientX: 300, clientY: 100 });
    expect(latest.x).toBeCloseTo(0.6);

    const corner = screen.getByTestId('image-resize-handle');
    fireEvent.pointerDown(corner, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    // 17 pixels right and down: 68 units, a fifth of the area's shorter side.
    fireEvent.pointerMove(corner, { pointerId: 2, clientX: 17, clientY: 17 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    expect(latest.size).toBeCloseTo(0.7);
  });
});
