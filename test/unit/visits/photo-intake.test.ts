import { describe, expect, it } from 'vitest';
import { PhotoIntake } from '../../../src/visits/application/photo-intake.ts';
import { MAX_PHOTO_BYTES, needsThumbnail, withinPhotoLimits } from '../../../src/visits/domain/visitor-photo.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { FakeJpegInspector, FakeThumbnailer, jpegBytes } from './in-memory-visits.ts';

/** The rules every stored photo passes (issue 27): bytes, then the header's pixels, then one decode. */
describe('photo sizes and thumbnails', () => {
  it.each([
    [320, 240, true],
    [4000, 3000, true], // 12 megapixels exactly, 4000 a side
    [3400, 3400, true], // the attack photo: 11.56 megapixels
    [3000, 4000, true],
    [4000, 3001, false], // a row over 12 megapixels
    [3500, 3500, false], // 12.25 megapixels
    [4001, 100, false], // a side over 4000
    [100, 4001, false],
    [20000, 20000, false],
    [0, 240, false],
  ])('should allow %i×%i pixels: %s', (width, height, allowed) => {
    expect(withinPhotoLimits({ width, height })).toBe(allowed);
  });

  it('should keep a photo small in bytes or in pixels as its own thumbnail', () => {
    expect(needsThumbnail(48 * 1024, { width: 1280, height: 960 })).toBe(false);
    expect(needsThumbnail(48 * 1024 + 1, { width: 1280, height: 960 })).toBe(true);
    expect(needsThumbnail(500_000, { width: 320, height: 240 })).toBe(false);
    expect(needsThumbnail(500_000, { width: 321, height: 240 })).toBe(true);
  });
});

describe(PhotoIntake.name, () => {
  const intake = (size = { width: 1280, height: 960 }, decodes = true) => {
    const thumbnailer = new FakeThumbnailer(decodes);
    return { thumbnailer, intake: new PhotoIntake(new FakeJpegInspector(size), thumbnailer) };
  };
  const codeOf = async (work: Promise<unknown>) => (await domainErrorOf(work)).code;

  it('should refuse by bytes, then by the header, and decode nothing it refuses', async () => {
    const { intake: bigHeader, thumbnailer } = intake({ width: 20000, height: 20000 });
    expect(await codeOf(bigHeader.accept(new Uint8Array()))).toBe('photo.missing');
    expect(await codeOf(bigHeader.accept(jpegBytes(MAX_PHOTO_BYTES + 1)))).toBe('photo.too_large');
    expect(await codeOf(bigHeader.accept(new TextEncoder().encode('#!/bin/sh')))).toBe('photo.not_jpeg');
    expect(await codeOf(bigHeader.accept(jpegBytes(300)))).toBe('photo.too_many_pixels');
    expect(thumbnailer.asked).toEqual([]);
  });

  it('should refuse a JPEG whose header passes but which does not decode', async () => {
    expect(await codeOf(intake(undefined, false).intake.accept(jpegBytes(100_000)))).toBe('photo.not_jpeg');
  });

  it('should decode every accepted photo once and keep the thumbnail only when the photo needs one', async () => {
    const large = intake();
    const accepted = await large.intake.accept(jpegBytes(100_000));
    // Byte for byte through Buffer's comparison: a deep equality of 100,000 elements one by one took
    // over the test's time limit on a busy machine.
    expect(Buffer.from(accepted.bytes).equals(Buffer.from(jpegBytes(100_000)))).toBe(true);
    expect(accepted.thumbnail).toEqual(new TextEncoder().encode('thumb:100000'));
    expect(large.thumbnailer.asked).toEqual([160]);
    const small = intake();
    // Small in bytes: its own thumbnail, but still decoded (only a JPEG that decodes is stored).
    expect(await small.intake.accept(jpegBytes(100))).toEqual({ bytes: jpegBytes(100), thumbnail: null });
    expect(small.thumbnailer.asked).toEqual([160]);
  });
});
