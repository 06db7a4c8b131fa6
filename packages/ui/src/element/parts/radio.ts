import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';

const RealRadio = (elementReact as unknown as ElementReactModule).Radio;

type RadioButtonClass = new (props: object) => { activeStyle(): Record<string, string> };

/**
 * element-react's Radio.Button, whose chosen button styles its label with the group's `fill` and `textColor`, each ''
 * when the group sets none: the server leaves those empty declarations out while React's hydration expects
 * `background-color:;border-color:;color:`, a mismatch (issue 23). It leaves them out too; the look is the same (an
 * empty declaration sets nothing).
 */
class RadioButton extends (RealRadio.Button as unknown as RadioButtonClass) {
  activeStyle(): Record<string, string> {
    return Object.fromEntries(Object.entries(super.activeStyle()).filter(([, value]) => value !== ''));
  }
}

/** element-react's Radio, with its Group and the Radio.Button above (Radio.Group knows both by their `elementType`). */
class Radio extends (RealRadio as unknown as new (props: object) => object) {
  static Group = RealRadio.Group;
  static Button = RadioButton;
}

const KitRadio = Radio as unknown as ElementReactModule['Radio'];
export { KitRadio as Radio };
