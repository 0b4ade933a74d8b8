import { detectImageType } from './image-signature';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toEqual({
      mimeType: 'image/png',
      extension: 'png',
    });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mimeType).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a....'))?.extension).toBe('gif');
    expect(detectImageType(Buffer.from('GIF87a....'))?.extension).toBe('gif');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mimeType).toBe(
      'image/webp',
    );
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('#!/bin/sh\nrm -rf /'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
