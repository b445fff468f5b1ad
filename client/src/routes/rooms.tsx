import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from './paths';
import { rootRoute } from './root';

// The rooms' screens and the tRPC client they need load when a room page is first opened.
const roomScreens = () => import('../features/rooms');
const RoomScreen = lazyRouteComponent(roomScreens, 'RoomScreen');

function RoomRouteScreen() {
  // The code is checked (and forgiven its case, spaces and dashes) by the screen itself.
  const { code } = roomRoute.useParams();
  return <RoomScreen code={code} />;
}

const roomRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.room, component: RoomRouteScreen });

/** Live practice rooms and the embeddable fretboard (/embed/chords/C/maj7 and the like). */
export const roomRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.rooms,
    component: lazyRouteComponent(roomScreens, 'RoomsScreen'),
  }),
  roomRoute,
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.embed,
    component: lazyRouteComponent(() => import('../features/patterns/EmbeddedNeck'), 'EmbeddedNeck'),
  }),
];
