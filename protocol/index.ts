// What the server and the browser say to each other: the WebSocket messages and the HTTP API's shapes.
export * from './api.ts';
export * from './engine-shapes.ts';
export * from './messages.ts';
export * from './names.ts';
export * from './table.ts';
