import { describe, expect, it } from 'vitest';
import { SharpJpegInspector } from '../../../src/visits/adapters/sharp-jpeg-inspector.ts';
import { SharpThumbnailer } from '../../../src/visits/adapters/sharp-thumbnailer.ts';
import { greyJpeg, jpegClaiming, jpegSize, noisyJpeg } from '../../support/photo-files.ts';

/** The sharp adapters on real files: the header read alone, and the decode with its own fence. */
describe(SharpJpegInspector.name, () => {
  const inspector = new SharpJpegInspector();

  it('should read the size a JPEG\'s header states, however large, and nothing from what is not a JPEG', async () => {
    expect(await inspector.inspect(await greyJpeg(320, 240))).toEqual({ width: 320, height: 240 });
    // A bomb's header is read as cheaply as any: the size is what the caller refuses it for.
    expect(await inspector.inspect(await jpegClaiming(30000, 30000))).toEqual({ width: 30000, height: 30000 });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await inspector.inspect(png)).toBeNull();
    expect(await inspector.inspect(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(await inspector.inspect(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});

describe(SharpThumbnailer.name, () => {
  const thumbnailer = new SharpThumbnailer();

  it('should shrink a photo to at most the side asked, keeping its shape, and never enlarge one', async () => {
    expect(await jpegSize((await thumbnailer.thumbnail(await noisyJpeg(1280, 960), 160))!)).toEqual([160, 120]);
    expect(await jpegSize((await thumbnailer.thumbnail(await greyJpeg(960, 1280), 160))!)).toEqual([120, 160]);
    expect(await jpegSize((await thumbnailer.thumbnail(await greyJpeg(100, 80), 160))!)).toEqual([100, 80]);
  });

  it('should refuse to decode more than 12 megapixels, whatever was checked before: the second fence', async () => {
    expect(await thumbnailer.thumbnail(await jpegClaiming(20000, 20000), 160)).toBeNull();
    expect(await thumbnailer.thumbnail(await greyJpeg(4000, 3001), 160)).toBeNull();
    expect(await thumbnailer.thumbnail(await greyJpeg(4000, 3000), 160)).not.toBeNull();
  }, 30_000); // encoding the two 12-megapixel files takes seconds of this machine

  it('should refuse a truncated JPEG', async () => {
    const whole = await noisyJpeg(640, 480);
    expect(await thumbnailer.thumbnail(whole.subarray(0, whole.length / 2), 160)).toBeNull();
  });
});
