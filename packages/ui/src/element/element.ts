// The one place in the monorepo that imports element-react. Apps and packages import these from
// `@badminton/ui`. See element-react.d.ts for why the module is cast to local declarations.
import * as elementReact from 'element-react';
import type { ElementReactModule } from './element-react';
import { installControlNames } from './name-controls';

const element = elementReact as unknown as ElementReactModule;

// element's icon buttons get Chinese accessible names (上一页, 下一页, 上一张, 下一张, 关闭): decision 0027.
installControlNames();

export const Button = element.Button;
export const Input = element.Input;
export const Form = element.Form;
export const Select = element.Select;
export const Radio = element.Radio;
export const Checkbox = element.Checkbox;
export const Dialog = element.Dialog;
export const Tabs = element.Tabs;
export const Collapse = element.Collapse;
export const Table = element.Table;
export const Tag = element.Tag;
export const Switch = element.Switch;
export const Steps = element.Steps;
export const Upload = element.Upload;
export const Carousel = element.Carousel;
export const Loading = element.Loading;
export const Layout = element.Layout;
export const Breadcrumb = element.Breadcrumb;
export const Pagination = element.Pagination;
export const DatePicker = element.DatePicker;
export const DateRangePicker = element.DateRangePicker;
export const Cascader = element.Cascader;
export const MessageBox = element.MessageBox;
export const Message = element.Message;
export const Notification = element.Notification;
