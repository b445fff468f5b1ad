/** Live practice rooms on the server (README.md): what the rest of the server uses. */
export { RoomService } from './roomService';
export { RoomHub } from './roomHub';
export { roomFeed } from './roomFeed';
export { sendSignal } from './signalling';
export { forgetUserInRooms } from './roomRecords';
export { roomsPlugin } from './plugin';
export { roomsOnDemand, type Rooms, type RoomsOnDemand, type RoomsOptions } from './roomsOnDemand';
