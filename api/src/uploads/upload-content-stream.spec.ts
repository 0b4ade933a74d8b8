import { UploadContentStream, type SliceReader } from './upload-content-stream';

const content = Buffer.from(Array.from({ length: 100 }, (_, i) => i));

/** Reads from `content`, recording each slice asked for. */
function reader(asked: [number, number][], source = content): SliceReader {
  return (offset, length) => {
    asked.push([offset, length]);
    return Promise.resolve(source.subarray(offset, offset + length));
  };
}

function stream(readSlice: SliceReader, start = 0, end = content.length, onClose = jest.fn()) {
  return new UploadContentStream({
    readSlice,
    start,
    end,
    sliceBytes: 32,
    idleTimeoutMs: 30_000,
    onClose,
  });
}

async function collect(source: UploadContentStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('UploadContentStream', () => {
  it('sends the bytes from start to end, one slice at a time', async () => {
    const asked: [number, number][] = [];
    const bytes = stream(reader(asked), 10, 90);
    await bytes.prefetch();
    expect(await collect(bytes)).toEqual(content.subarray(10, 90));
    expect(asked).toEqual([
      [10, 32],
      [42, 32],
      [74, 16],
    ]);
  });

  it('gives its permit back once, when it ends', async () => {
    const onClose = jest.fn();
    const bytes = stream(reader([]), 0, content.length, onClose);
    await bytes.prefetch();
    await collect(bytes);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fails the first slice before the answer starts when the database fails', async () => {
    const bytes = stream(() => Promise.reject(new Error('connection terminated')));
    await expect(bytes.prefetch()).rejects.toThrow('connection terminated');
  });

  it('is cut short when the upload is removed during the download', async () => {
    const onClose = jest.fn();
    let calls = 0;
    const vanishing: SliceReader = (offset, length) =>
      Promise.resolve(calls++ === 0 ? content.subarray(offset, offset + length) : Buffer.alloc(0));
    const bytes = stream(vanishing, 0, content.length, onClose);
    await bytes.prefetch();
    await expect(collect(bytes)).rejects.toThrow('the upload was removed during its download');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('with a client that takes nothing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is destroyed once the idle time has passed, giving its permit back', async () => {
      const onClose = jest.fn();
      const bytes = new UploadContentStream({
        readSlice: reader([]),
        start: 0,
        end: content.length,
        sliceBytes: 32,
        idleTimeoutMs: 30_000,
        onClose,
      });
      bytes.on('error', () => undefined);
      await bytes.prefetch();
      // The consumer asks once (the slice is handed over), then never again.
      bytes.read(0);
      const closed = new Promise((resolve) => bytes.once('close', resolve));
      jest.advanceTimersByTime(29_999);
      expect(bytes.destroyed).toBe(false);
      jest.advanceTimersByTime(1);
      await closed;
      expect(bytes.errored?.message).toBe('the client took nothing for too long');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});
