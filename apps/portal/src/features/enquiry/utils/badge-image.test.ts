import { describe, expect, it } from 'vitest';
import { badgeImages, badgeImageSize } from './badge-image';

describe('badgeImageSize', () => {
  it.each([
    ['/image/output/adult_1.png', 132],
    ['/image/output/adult_5.png', 260],
    ['/image/output/child_28.png', 388],
    ['/image/output/adult_63.png', 772],
    ['/image/output/child_127.png', 900],
  ])('%s is %i px wide and 156 high', (path, width) => {
    expect(badgeImageSize(path)).toEqual({ width, height: 156 });
  });

  it.each(['/image/output/adult_64.png', '/image/output/child_0.png', '/wwwroot/x.png'])('%s is not a badge', (path) => {
    expect(badgeImageSize(path)).toBeNull();
  });
});

describe('badgeImages', () => {
  it('lists adult then child, skipping empty tracks, with the paths as given', () => {
    expect(badgeImages({ adultBadge: null, childBadge: '/image/output/child_28.png' })).toEqual([
      { kind: 'child', label: '少儿等级徽章', src: '/image/output/child_28.png', width: 388, height: 156 },
    ]);
    expect(badgeImages({ adultBadge: '/image/output/adult_3.png', childBadge: '/image/output/child_1.png' }).map((b) => b.kind)).toEqual([
      'adult',
      'child',
    ]);
    expect(badgeImages({ adultBadge: null, childBadge: null })).toEqual([]);
  });
});
