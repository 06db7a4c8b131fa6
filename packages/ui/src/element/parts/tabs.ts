import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

const RealTabs = (elementReact as unknown as ElementReactModule).Tabs as unknown as new (props: object) => {
  state: { navStyle: { transform?: string } };
};

/**
 * element-react's Tabs, whose nav starts with the style `{ transform: '' }`: the server leaves that empty declaration
 * out while React's hydration expects `transform:`, a mismatch (issue 23). It starts with no declaration instead; it
 * reads a missing transform as 0, as it reads an empty one, and sets one when its nav scrolls. Its panes, classes and
 * active bar are element's own, on the server too (its render needs no browser).
 */
class ServerSafeTabs extends RealTabs {
  constructor(props: object) {
    super(props);
    this.state.navStyle = {};
  }
}

export const Tabs = ServerSafeTabs as unknown as ElementReactModule['Tabs'];
