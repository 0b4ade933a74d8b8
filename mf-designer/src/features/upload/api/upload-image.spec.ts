import { getSessionId } from '@healing/platform';
import { fileOf, installFakeXhr } from '../../../test-support/fake-xhr';
import { UploadCancelledError, UploadFailedError, uploadImage } from './upload-image';

describe('POST /api/uploads', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  const stored = {
    id: '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
    url: '/api/uploads/3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
    mimeType: 'image/png',
    sizeBytes: 2048,
  };

  it("sends the file as multipart 'file' with the visitor's session and reports progress", async () => {
    const progress: number[] = [];
    const sent = uploadImage(fileOf('dog.png', 'image/png'), {
      onProgress: (fraction) => progress.push(fraction),
    });
    const [request] = xhr.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['X-Session-Id']).toBe(getSessionId());
    expect(request.sentFile()?.name).toBe('dog.png');
    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.respond(201, stored);
    await expect(sent).resolves.toEqual(stored);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("turns the API's error body into its sentence", async () => {
    const sent = uploadImage(fileOf('notes.png', 'image/png'));
    xhr.requests[0].respond(415, {
      statusCode: 415,
      message: 'Only images can be uploaded (PNG, JPEG, GIF or WebP).',
      error: 'Unsupported Media Type',
    });
    await expect(sent).rejects.toEqual(
      new UploadFailedError('Only images can be uploaded (PNG, JPEG, GIF or WebP).', 415),
    );
  });

  it('explains a refusal without a JSON body by its status', async () => {
    const sent = uploadImage(fileOf('big.png', 'image/png'));
    xhr.requests[0].respond(413, '<html>Request Entity Too Large</html>');
    await expect(sent).rejects.toThrow('The image is too large (10 MB at most).');
  });

  it('reports a lost connection', async () => {
    const sent = uploadImage(fileOf('dog.png', 'image/png'));
    xhr.requests[0].failNetwork();
    await expect(sent).rejects.toThrow('Please check your connection and try again.');
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const sent = uploadImage(fileOf('dog.png', 'image/png'), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toBeInstanceOf(UploadCancelledError);
    expect(xhr.requests[0].isAborted).toBe(true);
  });
});
