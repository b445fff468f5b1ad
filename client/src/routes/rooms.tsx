import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ArrivingSoon, Page } from '../layout/Page';
import { paths } from './paths';
import { rootRoute } from './root';

function RoomsScreen() {
  return (
    <Page screen="Practice Rooms" lead="A teacher and students on one live fretboard: what the host shows, everyone sees and hears.">
      <ArrivingSoon>opening a room and sharing its link.</ArrivingSoon>
    </Page>
  );
}

function RoomScreen() {
  const { code } = roomRoute.useParams();
  return (
    <Page screen="Practice Room" title={`Room ${code}`}>
      <ArrivingSoon>joining live practice rooms.</ArrivingSoon>
    </Page>
  );
}


const roomRoute = createRoute({ getParentRoute: () => rootRoute, path: paths.room, component: RoomScreen });

/** Live practice rooms and the embeddable fretboard (/embed/chords/C/maj7 and the like). */
export const roomRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: paths.rooms, component: RoomsScreen }),
  roomRoute,
  createRoute({
    getParentRoute: () => rootRoute,
    path: paths.embed,
    component: lazyRouteComponent(() => import('../features/patterns/EmbeddedNeck'), 'EmbeddedNeck'),
  }),
];
