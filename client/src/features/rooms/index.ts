/** Live practice rooms: the /rooms lobby and the /rooms/$code room, loaded when first opened. */
export { RoomsScreen } from './RoomsScreen';
export { RoomScreen } from './RoomScreen';
