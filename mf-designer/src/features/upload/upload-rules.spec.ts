import { formatFileSize, imageFileProblem, MAX_IMAGE_BYTES, UPLOAD_HINT } from './upload-rules';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('the upload checks made before sending', () => {
  it("shows SPEC.md's hint", () => {
    expect(UPLOAD_HINT).toBe('PNG, JPEG, GIF or WebP, up to 10 MB');
  });

  it('accepts PNG, JPEG, GIF and WebP images up to 10 MB', () => {
    expect(imageFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageFileProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(imageFileProblem(file('big.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(imageFileProblem(file('notes.txt', 'text/plain'))).toBe(
      '“notes.txt” is not an image. Please choose a PNG, JPEG, GIF or WebP file.',
    );
    expect(imageFileProblem(file('logo.svg', 'image/svg+xml'))).toMatch(/is not an image/);
    expect(imageFileProblem(file('clip.mp4', 'video/mp4'))).toMatch(/is not an image/);
  });

  it('judges by the name when the browser does not know the type', () => {
    expect(imageFileProblem(file('photo.JPEG', ''))).toBeNull();
    expect(imageFileProblem(file('notes', ''))).toMatch(/is not an image/);
  });

  it('refuses a file over 10 MB, saying how large it is', () => {
    expect(imageFileProblem(file('huge.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(
      '“huge.png” is too large (10.0 MB). Images can be up to 10 MB.',
    );
    expect(imageFileProblem(file('huge.jpg', 'image/jpeg', 12.4 * 1024 * 1024))).toBe(
      '“huge.jpg” is too large (12.4 MB). Images can be up to 10 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem(file('empty.png', 'image/png', 0))).toBe(
      '“empty.png” is empty. Please choose another image.',
    );
  });

  it('shortens a long file name in its message', () => {
    const name = `${'very-long-name-'.repeat(6)}.txt`;
    const message = imageFileProblem(file(name, 'text/plain')) ?? '';
    // The name is quoted at 37 characters (28, an ellipsis, the last 8), not its 94.
    const quoted = /“(.*)”/.exec(message)?.[1] ?? '';
    expect(Array.from(quoted)).toHaveLength(37);
    expect(message).toContain('…');
  });

  it('formats sizes as a person reads them', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
