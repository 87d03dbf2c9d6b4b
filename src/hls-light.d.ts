// hls.js ships its light build without types of its own: it is the full API minus some features.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
