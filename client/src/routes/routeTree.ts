import { accountRoutes } from './account';
import { contentRoutes } from './content';
import { learningRoutes } from './learning';
import { patternRoutes } from './patterns';
import { rootRoute } from './root';
import { roomRoutes } from './rooms';
import { toolRoutes } from './tools';

/** The whole route tree; each screen group lives in its own file. */
export const routeTree = rootRoute.addChildren([
  ...toolRoutes,
  ...patternRoutes,
  ...learningRoutes,
  ...contentRoutes,
  ...roomRoutes,
  ...accountRoutes,
]);
