import type { Preview } from '@storybook/react-vite';
// The order apps use too: element's stylesheet first, then the kit's theme on top.
import 'element-theme-default/lib/index.css';
import '../src/theme/theme.css';

/** The rules the portal is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 11, decision 0027). */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: {
      // axe-core runs on the story's root with these rules only; a violation shows in the Accessibility panel and
      // fails the story's test run ('error').
      options: { runOnly: { type: 'tag', values: WCAG_22_AA_TAGS } },
      test: 'error',
    },
    controls: { expanded: true },
    backgrounds: {
      options: {
        page: { name: '页面', value: '#f4f6f8' },
        white: { name: '白色', value: '#ffffff' },
      },
    },
    viewport: {
      options: {
        phone: { name: '手机 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: { name: '平板 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: '桌面 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'page' },
  },
};

export default preview;
