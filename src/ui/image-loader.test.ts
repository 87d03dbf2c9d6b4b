import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { describe, expect, it } from 'vitest';
import { imageConfig } from '@/image-config';
import imageLoader, { fixedImage } from './image-loader';

// FixedImage stands in for next/image on fixed-size images: it must ask for the very files next/image would.
describe('fixed-size image sources', () => {
  const config = prepareImageConfig({
    ...imageConfigDefault,
    deviceSizes: [...imageConfig.deviceSizes],
    imageSizes: [...imageConfig.imageSizes],
    qualities: [imageConfig.quality],
  });
  const nextImage = (width: number) =>
    getImgProps({ src: '/media/images/posters/a b.svg', alt: '', width, height: width }, { defaultLoader: imageLoader, imgConf: config })
      .props;

  it.each([16, 64, 110, 192, 280, 300, 320, 1000, 2000, 5000])('matches next/image at width %i', (width) => {
    const { src, srcSet } = nextImage(width);
    expect(fixedImage('/media/images/posters/a b.svg', width)).toEqual({ src, srcSet });
  });

  it('asks for 1x and 2x at the next configured widths up', () => {
    expect(fixedImage('/p.svg', 192)).toEqual({
      src: '/media/image?url=%2Fp.svg&w=384&q=75',
      srcSet: '/media/image?url=%2Fp.svg&w=256&q=75 1x, /media/image?url=%2Fp.svg&w=384&q=75 2x',
    });
  });
});
