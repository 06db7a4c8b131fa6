import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('swaps /wwwroot for the file host, reserves 16:9 and loads lazily by default', () => {
    const { container } = render(<CoverImage path="/wwwroot/upload/venue.png" fileHost="https://files.example.cn" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://files.example.cn/upload/venue.png');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '270');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('loads eagerly when asked (above the fold)', () => {
    const { container } = render(<CoverImage path="/wwwroot/upload/venue.png" fileHost="/wwwroot" lazy={false} />);
    expect(container.querySelector('img')).not.toHaveAttribute('loading');
  });

  it('renders nothing without a picture', () => {
    const { container } = render(<CoverImage path="" fileHost="/wwwroot" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
