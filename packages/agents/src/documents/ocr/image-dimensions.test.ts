import { describe, expect, it } from 'vitest';
import { createHugePng, createTextImage } from '../../testing';
import { imageDimensions } from './image-dimensions';

describe('imageDimensions', () => {
  it("reads a PNG's and a JPEG's size from their headers", async () => {
    const lines = ['Ada Lovelace', 'Analyst'];
    expect(imageDimensions(await createTextImage(lines, 'png'))).toEqual({ format: 'png', width: 1400, height: 340 });
    expect(imageDimensions(await createTextImage(lines, 'jpeg'))).toEqual({ format: 'jpeg', width: 1400, height: 340 });
  });

  it('takes the size a hostile header claims, without decoding anything', () => {
    expect(imageDimensions(createHugePng(50_000, 50_000))).toEqual({ format: 'png', width: 50_000, height: 50_000 });
  });

  it('finds no size in what is not a PNG or JPEG, or a JPEG cut before its frame header', () => {
    expect(imageDimensions(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]))).toBeUndefined();
    expect(imageDimensions(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeUndefined();
  });
});
