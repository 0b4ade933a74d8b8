import { renderWithPlatform } from '@healing/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { UploadedImage } from '../../../lib/design-model';
import { answer, fileOf, installFakeXhr } from '../../../test-support/fake-xhr';
import { useImageUpload } from '../hooks/use-image-upload';
import { MAX_IMAGE_BYTES } from '../upload-rules';
import { ImageUploadField } from './image-upload-field';

function Harness() {
  const [image, setImage] = useState<UploadedImage | null>(null);
  const upload = useImageUpload(setImage);
  return <ImageUploadField image={image} upload={upload} onRemove={() => setImage(null)} />;
}

const stored = {
  id: '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  url: '/api/uploads/3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  mimeType: 'image/png',
  sizeBytes: 2048,
};

describe('the image upload field', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  const user = () => userEvent.setup({ applyAccept: false });

  it("shows SPEC.md's hint and accepts images only", () => {
    renderWithPlatform(<Harness />);
    const input = screen.getByLabelText(/Upload an image/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(screen.getByText('PNG, JPEG, GIF or WebP, up to 10 MB')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    renderWithPlatform(<Harness />);
    await user().upload(
      screen.getByLabelText(/Upload an image/),
      fileOf('notes.txt', 'text/plain'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“notes.txt” is not an image. Please choose a PNG, JPEG, GIF or WebP file.',
    );
    expect(screen.getByLabelText(/Upload an image/)).toHaveAttribute('aria-invalid', 'true');
    expect(xhr.requests).toHaveLength(0);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    renderWithPlatform(<Harness />);
    await user().upload(
      screen.getByLabelText(/Upload an image/),
      fileOf('huge.png', 'image/png', MAX_IMAGE_BYTES + 1),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Images can be up to 10 MB.');
    expect(xhr.requests).toHaveLength(0);
  });

  it('uploads with a progress bar and shows the stored image', async () => {
    renderWithPlatform(<Harness />);
    await user().upload(screen.getByLabelText(/Upload an image/), fileOf('dog.png', 'image/png'));
    const [request] = xhr.requests;
    act(() => request.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading dog.png' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByText('Uploading dog.png… 50%')).toBeInTheDocument();
    await answer(() => request.respond(201, stored));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your uploaded image' })).toHaveAttribute(
      'src',
      stored.url,
    );
    expect(screen.getByText('dog.png')).toBeInTheDocument();
    expect(screen.getByLabelText(/Choose a different image/)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the image already uploaded", async () => {
    renderWithPlatform(<Harness />);
    const input = () => screen.getByLabelText(/image/, { selector: 'input' });
    await user().upload(input(), fileOf('dog.png', 'image/png'));
    await answer(() => xhr.requests[0].respond(201, stored));
    await user().upload(input(), fileOf('notes.png', 'image/png'));
    await answer(() =>
      xhr.requests[1].respond(415, {
        statusCode: 415,
        message: 'Only images can be uploaded (PNG, JPEG, GIF or WebP).',
        error: 'Unsupported Media Type',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't upload “notes.png”: Only images can be uploaded (PNG, JPEG, GIF or WebP).",
    );
    expect(screen.getByRole('img', { name: 'Your uploaded image' })).toHaveAttribute(
      'src',
      stored.url,
    );
  });

  it('can cancel an upload and remove an image', async () => {
    renderWithPlatform(<Harness />);
    const input = () => screen.getByLabelText(/image/, { selector: 'input' });
    await user().upload(input(), fileOf('dog.png', 'image/png'));
    await user().click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.requests[0].isAborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user().upload(input(), fileOf('dog.png', 'image/png'));
    await answer(() => xhr.requests[1].respond(201, stored));
    await user().click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Your uploaded image' })).not.toBeInTheDocument();
  });
});
