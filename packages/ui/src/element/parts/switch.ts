import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

const RealSwitch = (elementReact as unknown as ElementReactModule).Switch as unknown as new (props: object) => {
  state: { buttonStyle: { transform?: string } };
};

/**
 * element-react's Switch, whose knob starts with the style `{ transform: '' }`: the server leaves that empty declaration
 * out while React's hydration expects `transform:`, a mismatch (issue 23). It starts with no declaration instead (it
 * sets the knob's transform once mounted, on this same object). Its markup is element's own, on the server too.
 */
class ServerSafeSwitch extends RealSwitch {
  constructor(props: object) {
    super(props);
    this.state.buttonStyle = {};
  }
}

export const Switch = ServerSafeSwitch as unknown as ElementReactModule['Switch'];
