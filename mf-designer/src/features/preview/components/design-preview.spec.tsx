import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ImagePlacement, placedRect, printableArea } from '@healing/contracts';
import { useState } from 'react';
import { INITIAL_DESIGN, type Design, type UploadedImage } from '../../../lib/design-model';
import { type FakeCanvas, installFakeCanvas } from '../../../test-support/fake-canvas';
import { installLoadingImages } from '../../../test-support/loading-images';
import { DesignPreview } from './design-preview';

const design = (change: Partial<Design>): Design => ({ ...INITIAL_DESIGN, ...change });

const photo: UploadedImage = {
  id: '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  url: '/api/uploads/3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  fileName: 'our-dog.png',
  mimeType: 'image/png',
  sizeBytes: 2048,
};

/** The preview with the studio's state behind it, as the page holds it. */
function PlacingPreview({ start }: { start: Design }) {
  const [current, setCurrent] = useState(start);
  return (
    <DesignPreview
      design={current}
      onPlaceImage={(imagePlacement) => setCurrent((before) => ({ ...before, imagePlacement }))}
    />
  );
}

describe('the live preview', () => {
  let canvas: FakeCanvas;
  const ratio = window.devicePixelRatio;

  beforeEach(() => {
    canvas = installFakeCanvas();
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
  });
  afterEach(() => {
    canvas.restore();
    Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
  });

  it('holds one canvas pixel per device pixel', () => {
    renderWithPlatform(<DesignPreview design={INITIAL_DESIGN} />);
    const picture = screen.getByRole('img', { name: /Preview of your T-Shirt, still blank/ });
    // jsdom lays nothing out: the preview falls back to 480 CSS pixels.
    expect(picture).toHaveAttribute('width', '960');
    expect(picture).toHaveAttribute('height', '960');
    // The first frame is drawn at the server's density (1), then at the screen's.
    const transforms = canvas.calls.filter((call) => call.method === 'setTransform');
    expect(transforms.at(-1)?.args[0]).toBeCloseTo(0.96);
  });

  it('draws the text in the chosen size and colour, and describes it', () => {
    const { rerender } = renderWithPlatform(
      <DesignPreview design={design({ customText: 'Hope' })} />,
    );
    expect(canvas.texts()).toContainEqual({
      text: 'Hope',
      font: expect.stringMatching(/^600 46px Fraunces/) as string,
      fillStyle: '#DC2626',
    });

    canvas.reset();
    rerender(
      <DesignPreview
        design={design({ customText: 'Hope', fontSize: 'extra-large', textColor: '#5A4B8A' })}
      />,
    );
    expect(canvas.texts()).toContainEqual({
      text: 'Hope',
      font: expect.stringMatching(/^600 78px Fraunces/) as string,
      fillStyle: '#5A4B8A',
    });
    expect(
      screen.getByRole('img', {
        name: 'Preview of your T-Shirt with the text “Hope” in Extra Large size, colour #5A4B8A.',
      }),
    ).toBeInTheDocument();
  });

  it('names the template and the image it shows', () => {
    renderWithPlatform(
      <DesignPreview
        design={design({
          productType: 'pendants',
          templateId: 'li-love2',
          image: {
            id: '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
            url: '/api/uploads/3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
            fileName: 'our-dog.png',
            mimeType: 'image/png',
            sizeBytes: 2048,
          },
        })}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Preview of your Pendant with the “Rose Love” design from Love Is, your image “our-dog.png”.',
      }),
    ).toBeInTheDocument();
  });

  it('saves the design as a PNG file', async () => {
    const createObjectURL = jest.fn(() => 'blob:design');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithPlatform(<DesignPreview design={design({ customText: 'Hope' })} />);
    canvas.reset();

    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('healing-design-tshirts.png');
    expect(clicked[0].href).toBe('blob:design');
    const blob = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
    expect(blob.type).toBe('image/png');
    // Drawn afresh at 1600 px, whatever the screen.
    expect(canvas.calls.find((call) => call.method === 'setTransform')?.args[0]).toBeCloseTo(1.6);
    expect(canvas.texts().map((drawn) => drawn.text)).toContain('Hope');
    click.mockRestore();
  });

  describe('with an uploaded image', () => {
    let restoreImages: () => void;
    beforeEach(() => {
      restoreImages = installLoadingImages(400, 400);
    });
    afterEach(() => restoreImages());

    /** Where the upload was last drawn, in board units. */
    const drawnUpload = () => {
      const call = canvas.calls
        .filter(
          (drawn) =>
            drawn.method === 'drawImage' && (drawn.args[0] as { src: string }).src === photo.url,
        )
        .at(-1);
      const [, x, y, w, h] = (call?.args ?? []) as number[];
      return { x, y, w, h };
    };

    it('draws it no smaller than half the printable area beside a template, and moves it with the keys', async () => {
      const user = userEvent.setup();
      renderWithPlatform(
        <PlacingPreview
          start={design({ templateId: 'li-love2', customText: 'Hope', image: photo })}
        />,
      );
      const move = await screen.findByRole('button', { name: 'Move image' });
      // The T-shirt's printable area is 340 units wide: the photo starts at 55% of it at least.
      const start = drawnUpload();
      expect(start.w).toBeGreaterThanOrEqual(0.55 * 340 - 1e-9);

      await user.click(move);
      await user.keyboard('{ArrowRight}');
      // One step: 2% of 340 units.
      await waitFor(() => expect(drawnUpload().x).toBeCloseTo(start.x + 6.8));

      await user.keyboard('+');
      await waitFor(() => expect(drawnUpload().w).toBeCloseTo(start.w + 17));
      expect(screen.getByRole('slider', { name: 'Image size' })).toBeInTheDocument();
    });

    it('tells where it draws the image, moved or not: what the cart is sent', async () => {
      const user = userEvent.setup();
      const shown: (ImagePlacement | null)[] = [];
      function Reporting() {
        const [current, setCurrent] = useState(
          design({ templateId: 'li-love2', customText: 'Hope', image: photo }),
        );
        return (
          <DesignPreview
            design={current}
            onPlaceImage={(imagePlacement) =>
              setCurrent((before) => ({ ...before, imagePlacement }))
            }
            onImageShown={(placement) => shown.push(placement)}
          />
        );
      }
      renderWithPlatform(<Reporting />);
      const move = await screen.findByRole('button', { name: 'Move image' });
      const area = printableArea('tshirts');
      // Never moved, the image is where the default rule puts it, and exactly there on the canvas.
      const first = shown.at(-1)!;
      expect(first.size).toBeGreaterThanOrEqual(0.55);
      const drawn = drawnUpload();
      const rect = placedRect(first, area, 1);
      expect(drawn.x).toBeCloseTo(rect.x);
      expect(drawn.y).toBeCloseTo(rect.y);
      expect(drawn.w).toBeCloseTo(rect.w);

      await user.click(move);
      await user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(shown.at(-1)?.x).toBeCloseTo(first.x - 0.02));
      expect(shown.at(-1)?.y).toBeCloseTo(first.y);
    });

    it('offers no move or size controls where nothing can take the placement', async () => {
      renderWithPlatform(<DesignPreview design={design({ image: photo })} />);
      await waitFor(() => expect(drawnUpload().w).toBeGreaterThan(0));
      expect(screen.queryByRole('button', { name: 'Move image' })).not.toBeInTheDocument();
      expect(screen.queryByRole('slider', { name: 'Image size' })).not.toBeInTheDocument();
    });
  });
});
