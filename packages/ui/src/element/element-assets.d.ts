// element-react's toast icons: four SVG data URLs (src/message/assets.js), used by the kit's toasts.
declare module 'element-react/src/message/assets.js' {
  export const success: string;
  export const warning: string;
  export const error: string;
  export const info: string;
}
