/* eslint-disable @typescript-eslint/no-explicit-any -- callback parameters stay `any` so callers can annotate them (`(page: number) => …`). */
// Type declarations for the parts of element-react 1.4.34 that @badminton/ui re-exports.
//
// element-react ships `typings/index.d.ts`, but it was written for @types/react 16: its class components
// do not accept `children` under @types/react 18, so `<Form.Item>…</Form.Item>` fails to type-check.
// An ambient `declare module 'element-react'` cannot replace it (TypeScript merges both declarations), so
// this file declares the module's shape as a plain type module and `element.ts` casts the import to it
// once. Props are typed where apps use them and stay open (`[prop: string]: unknown`) for the rest.
import type { Component, CSSProperties, ReactElement, ReactNode, SyntheticEvent } from 'react';

type Open = { [prop: string]: unknown };

export interface BaseProps extends Open {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A class component with props P and instance methods I, usable in JSX and with `ref`. */
export interface ElementClass<P, I = object> {
  new (props: P): Component<P> & I;
}

export type Color = 'success' | 'info' | 'warning' | 'error';
export type Size = 'large' | 'small' | 'mini';

export interface ButtonProps extends BaseProps {
  type?: 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'text';
  size?: Size;
  icon?: string;
  nativeType?: 'button' | 'submit' | 'reset';
  loading?: boolean;
  disabled?: boolean;
  plain?: boolean;
  onClick?: (event: SyntheticEvent<HTMLButtonElement>) => void;
}

export interface InputProps extends BaseProps {
  type?: string;
  value?: string | number;
  defaultValue?: string | number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  minLength?: number;
  name?: string;
  size?: Size;
  icon?: string | ReactElement;
  prepend?: ReactNode;
  append?: ReactNode;
  autosize?: boolean | { minRows?: number; maxRows?: number };
  rows?: number;
  autoComplete?: string;
  /** element-react passes the new value, not the event. */
  onChange?: (value: string) => void;
  onFocus?: (event: SyntheticEvent<HTMLInputElement>) => void;
  onBlur?: (event: SyntheticEvent<HTMLInputElement>) => void;
  onIconClick?: () => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

export interface InputInstance {
  focus(): void;
  blur(): void;
}

export interface FormRule {
  required?: boolean;
  message?: string;
  trigger?: string;
  type?: string;
  min?: number;
  max?: number;
  pattern?: RegExp;
  validator?: (rule: unknown, value: unknown, callback: (error?: Error) => void) => void;
}

export interface FormProps extends BaseProps {
  model?: object;
  rules?: Record<string, FormRule | FormRule[]>;
  labelPosition?: 'right' | 'left' | 'top';
  labelWidth?: string | number;
  labelSuffix?: string;
  inline?: boolean;
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void;
}

export interface FormItemProps extends BaseProps {
  label?: string;
  labelWidth?: string | number;
  prop?: string;
  required?: boolean;
  rules?: FormRule | FormRule[];
}

export interface FormInstance {
  validate(callback?: (valid: boolean) => void): void;
  validateField(prop: string, callback?: (error?: string) => void): void;
  resetFields(): void;
}

export interface SelectProps extends BaseProps {
  value?: unknown;
  size?: Size;
  disabled?: boolean;
  clearable?: boolean;
  filterable?: boolean;
  multiple?: boolean;
  loading?: boolean;
  placeholder?: string;
  /** The chosen option's value ('' after the clear icon). */
  onChange?: (value: any) => void;
  onVisibleChange?: (visible: boolean) => void;
  onClear?: () => void;
}

export interface OptionProps extends BaseProps {
  value: unknown;
  label?: string | number;
  disabled?: boolean;
}

export interface RadioProps extends BaseProps {
  value: string | number | boolean;
  checked?: boolean;
  disabled?: boolean;
  name?: string;
  onChange?: (value: any) => void;
}

export interface RadioGroupProps extends BaseProps {
  value?: string | number | boolean;
  disabled?: boolean;
  size?: 'large' | 'small';
  onChange?: (value: any) => void;
}

export interface RadioButtonProps extends BaseProps {
  value: string | number;
  disabled?: boolean;
}

export interface CheckboxProps extends BaseProps {
  label?: string;
  checked?: boolean;
  disabled?: boolean;
  indeterminate?: boolean;
  onChange?: (checked: boolean) => void;
}

export interface CheckboxGroupProps extends BaseProps {
  value?: string[];
  min?: number;
  max?: number;
  onChange?: (value: string[]) => void;
}

export interface DialogProps extends BaseProps {
  visible: boolean;
  title?: string;
  size?: 'tiny' | 'small' | 'large' | 'full';
  top?: string;
  modal?: boolean;
  customClass?: string;
  lockScroll?: boolean;
  closeOnClickModal?: boolean;
  closeOnPressEscape?: boolean;
  showClose?: boolean;
  /** Called by the close icon, the mask and Escape; required by element-react. */
  onCancel: () => void;
}

export interface TabsProps extends BaseProps {
  type?: 'card' | 'border-card';
  activeName?: string;
  value?: string;
  onTabClick?: (tab: { props: { name: string; label?: ReactNode } }) => void;
}

export interface TabsPaneProps extends BaseProps {
  label?: ReactNode;
  name?: string;
  disabled?: boolean;
}

export interface CollapseProps extends BaseProps {
  accordion?: boolean;
  value?: string | string[];
  onChange?: (activeNames: string[]) => void;
}

export interface CollapseItemProps extends BaseProps {
  title?: ReactNode;
  name?: string;
}

export interface TableColumn {
  label?: string;
  prop?: string;
  width?: number | string;
  minWidth?: number | string;
  fixed?: boolean | 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  type?: 'selection' | 'index' | 'expand';
  render?: (row: any, column: TableColumn, index: number) => ReactNode;
  [prop: string]: unknown;
}

export interface TableProps extends BaseProps {
  columns: TableColumn[];
  data: object[];
  height?: number | string;
  maxHeight?: number | string;
  stripe?: boolean;
  border?: boolean;
  fit?: boolean;
  showHeader?: boolean;
  highlightCurrentRow?: boolean;
  emptyText?: string;
  rowKey?: string | ((row: any) => string | number);
  onRowClick?: (row: any, event: SyntheticEvent, column: TableColumn) => void;
  onSelectChange?: (selection: any[]) => void;
}

export interface TagProps extends BaseProps {
  type?: 'primary' | 'gray' | 'success' | 'warning' | 'danger';
  closable?: boolean;
  hit?: boolean;
  color?: string;
  onClose?: () => void;
}

export interface SwitchProps extends BaseProps {
  value?: boolean | string | number;
  disabled?: boolean;
  width?: number;
  onText?: string;
  offText?: string;
  onColor?: string;
  offColor?: string;
  onValue?: boolean | string | number;
  offValue?: boolean | string | number;
  onChange?: (value: any) => void;
}

export interface StepsProps extends BaseProps {
  space?: number;
  active?: number;
  direction?: 'vertical' | 'horizontal';
  finishStatus?: 'wait' | 'process' | 'finish' | 'error' | 'success';
  processStatus?: 'wait' | 'process' | 'finish' | 'error' | 'success';
}

export interface StepProps extends BaseProps {
  title?: string;
  description?: ReactNode;
  icon?: string;
  status?: 'wait' | 'process' | 'finish' | 'error' | 'success';
}

export interface UploadFile {
  name: string;
  size?: number;
  status?: string;
  uid?: number | string;
  url?: string;
  raw?: File;
  response?: unknown;
  [prop: string]: unknown;
}

export interface UploadProps extends BaseProps {
  action: string;
  headers?: Record<string, string>;
  data?: object;
  name?: string;
  multiple?: boolean;
  withCredentials?: boolean;
  showFileList?: boolean;
  fileList?: UploadFile[];
  autoUpload?: boolean;
  accept?: string;
  drag?: boolean;
  limit?: number;
  listType?: 'text' | 'picture' | 'picture-card';
  tip?: ReactNode;
  trigger?: ReactNode;
  disabled?: boolean;
  httpRequest?: (options: {
    file: File;
    data?: object;
    filename: string;
    action: string;
    headers?: object;
    withCredentials?: boolean;
    onProgress: (event: unknown) => void;
    onSuccess: (response: unknown) => void;
    onError: (error: unknown) => void;
  }) => unknown;
  beforeUpload?: (file: File) => boolean | Promise<unknown>;
  onChange?: (file: UploadFile, fileList: UploadFile[]) => void;
  onRemove?: (file: UploadFile, fileList: UploadFile[]) => void;
  onPreview?: (file: UploadFile) => void;
  onProgress?: (event: unknown, file: UploadFile, fileList: UploadFile[]) => void;
  onSuccess?: (response: any, file: UploadFile, fileList: UploadFile[]) => void;
  onError?: (error: unknown, response: unknown, file: UploadFile) => void;
  onExceed?: (files: File[], fileList: UploadFile[]) => void;
}

export interface UploadInstance {
  submit(): void;
  clearFiles(): void;
}

export interface CarouselProps extends BaseProps {
  initialIndex?: number;
  height?: string;
  trigger?: 'hover' | 'click';
  autoplay?: boolean;
  interval?: number;
  indicatorPosition?: 'outside' | 'none';
  indicator?: boolean;
  arrow?: 'always' | 'hover' | 'never';
  type?: 'card';
  onChange?: (current: number, previous: number) => void;
}

export interface CarouselInstance {
  setActiveItem(index: number): void;
  prev(): void;
  next(): void;
}

export interface LoadingProps extends BaseProps {
  loading?: boolean;
  fullscreen?: boolean;
  text?: string;
}

export interface RowProps extends BaseProps {
  gutter?: number;
  type?: 'flex';
  justify?: 'start' | 'end' | 'center' | 'space-around' | 'space-between';
  align?: 'top' | 'middle' | 'bottom';
}

export type ColSpan = number | { span?: number; offset?: number };

export interface ColProps extends BaseProps {
  span?: number;
  offset?: number;
  push?: number;
  pull?: number;
  xs?: ColSpan;
  sm?: ColSpan;
  md?: ColSpan;
  lg?: ColSpan;
}

export interface BreadcrumbProps extends BaseProps {
  separator?: string;
}

export interface PaginationProps extends BaseProps {
  total?: number;
  pageSize?: number;
  pageCount?: number;
  currentPage?: number;
  layout?: string;
  pageSizes?: number[];
  small?: boolean;
  onCurrentChange?: (page: number) => void;
  onSizeChange?: (size: number) => void;
}

export interface DatePickerProps extends BaseProps {
  /** Pass `null` for "no date": an omitted value defaults to today inside element-react. */
  value: Date | null;
  placeholder?: string;
  format?: string;
  align?: 'left' | 'center' | 'right';
  isShowTrigger?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  isShowTime?: boolean;
  selectionMode?: 'year' | 'month' | 'week' | 'day';
  firstDayOfWeek?: number;
  disabledDate?: (date: Date, mode?: string) => boolean;
  onChange?: (date: Date | null) => void;
}

export interface DateRangePickerProps extends BaseProps {
  /** Pass `null` for "no range". */
  value: [Date, Date] | [Date | null, Date | null] | null;
  placeholder?: string;
  format?: string;
  rangeSeparator?: string;
  align?: 'left' | 'center' | 'right';
  isShowTime?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  firstDayOfWeek?: number;
  disabledDate?: (date: Date) => boolean;
  onChange?: (dates: [Date, Date] | null) => void;
}

export interface CascaderProps extends BaseProps {
  options: object[];
  props?: { value?: string; label?: string; children?: string; disabled?: string };
  value?: unknown[];
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  changeOnSelect?: boolean;
  expandTrigger?: 'click' | 'hover';
  filterable?: boolean;
  size?: Size;
  showAllLevels?: boolean;
  activeItemChange?: (value: unknown[]) => void;
  onChange?: (value: any[]) => void;
}

export interface MessageOptions {
  message: ReactNode;
  type?: Color;
  duration?: number;
  showClose?: boolean;
  iconClass?: string;
  customClass?: string;
  onClose?: () => void;
}

export type MessageApi = ((options: string | MessageOptions, type?: Color) => void) & {
  success(options: string | MessageOptions): void;
  info(options: string | MessageOptions): void;
  warning(options: string | MessageOptions): void;
  error(options: string | MessageOptions): void;
};

export interface NotificationOptions {
  title?: string;
  message?: ReactNode;
  type?: Color;
  duration?: number;
  offset?: number;
  iconClass?: string;
  onClick?: () => void;
  onClose?: () => void;
}

export type NotificationApi = ((options: string | NotificationOptions, type?: Color) => void) & {
  success(options: string | NotificationOptions): void;
  info(options: string | NotificationOptions): void;
  warning(options: string | NotificationOptions): void;
  error(options: string | NotificationOptions): void;
};

export interface MessageBoxOptions {
  title?: string;
  message?: ReactNode;
  type?: Color;
  showClose?: boolean;
  showCancelButton?: boolean;
  showConfirmButton?: boolean;
  confirmButtonText?: string;
  cancelButtonText?: string;
  confirmButtonClass?: string;
  cancelButtonClass?: string;
  closeOnClickModal?: boolean;
  closeOnPressEscape?: boolean;
  lockScroll?: boolean;
  showInput?: boolean;
  inputPlaceholder?: string;
  inputPattern?: RegExp;
  inputErrorMessage?: string;
}

/** Every call resolves on 确定 and rejects on 取消 / close. */
export interface MessageBoxApi {
  alert(message: ReactNode, title?: string, options?: MessageBoxOptions): Promise<unknown>;
  confirm(message: ReactNode, title?: string, options?: MessageBoxOptions): Promise<unknown>;
  prompt(message: ReactNode, title?: string, options?: MessageBoxOptions): Promise<{ value: string }>;
  msgbox(options: MessageBoxOptions): Promise<unknown>;
}

/** The slice of element-react's exports that the kit uses. */
export interface ElementReactModule {
  Button: ElementClass<ButtonProps>;
  Input: ElementClass<InputProps, InputInstance>;
  Form: ElementClass<FormProps, FormInstance> & { Item: ElementClass<FormItemProps> };
  Select: ElementClass<SelectProps> & { Option: ElementClass<OptionProps> };
  Radio: ElementClass<RadioProps> & {
    Group: ElementClass<RadioGroupProps>;
    Button: ElementClass<RadioButtonProps>;
  };
  Checkbox: ElementClass<CheckboxProps> & { Group: ElementClass<CheckboxGroupProps> };
  Dialog: ElementClass<DialogProps> & { Body: ElementClass<BaseProps>; Footer: ElementClass<BaseProps> };
  Tabs: ElementClass<TabsProps> & { Pane: ElementClass<TabsPaneProps> };
  Collapse: ElementClass<CollapseProps> & { Item: ElementClass<CollapseItemProps> };
  Table: ElementClass<TableProps>;
  Tag: ElementClass<TagProps>;
  Switch: ElementClass<SwitchProps>;
  Steps: ElementClass<StepsProps> & { Step: ElementClass<StepProps> };
  Upload: ElementClass<UploadProps, UploadInstance>;
  Carousel: ElementClass<CarouselProps, CarouselInstance> & { Item: ElementClass<BaseProps> };
  Loading: ElementClass<LoadingProps>;
  Layout: { Row: ElementClass<RowProps>; Col: ElementClass<ColProps> };
  Breadcrumb: ElementClass<BreadcrumbProps> & { Item: ElementClass<BaseProps> };
  Pagination: ElementClass<PaginationProps>;
  DatePicker: ElementClass<DatePickerProps>;
  DateRangePicker: ElementClass<DateRangePickerProps>;
  Cascader: ElementClass<CascaderProps>;
  MessageBox: MessageBoxApi;
  Message: MessageApi;
  Notification: NotificationApi;
}
