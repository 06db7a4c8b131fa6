// The kit's element-react components, one module each (./parts, the only modules that import element-react; each
// casts its component to the local declarations of element-react.d.ts). One module per component lets the build put
// each in the chunks of the screens that use it: when one module exported them all, every screen's JavaScript held
// every component any screen used (the date picker, the table, the form validator on a list page; decision 0042).
// Apps and packages import these from `@badminton/ui`.
export { Button } from './parts/button';
export { Input } from './parts/input';
export { Form } from './parts/form';
export { Select } from './parts/select';
export { Radio } from './parts/radio';
export { Checkbox } from './parts/checkbox';
export { Dialog } from './parts/dialog';
export { Tabs } from './parts/tabs';
export { Collapse } from './parts/collapse';
export { Table } from './parts/table';
export { Tag } from './parts/tag';
export { Switch } from './parts/switch';
export { Steps } from './parts/steps';
export { Upload } from './parts/upload';
export { Carousel } from './parts/carousel';
export { Loading } from './parts/loading';
export { Breadcrumb } from './parts/breadcrumb';
export { Pagination } from './parts/pagination';
export { DatePicker } from './parts/date-picker';
export { DateRangePicker } from './parts/date-range-picker';
export { Cascader } from './parts/cascader';
export { MessageBox } from './parts/message-box';
export { messageIcons } from './parts/message-icons';
