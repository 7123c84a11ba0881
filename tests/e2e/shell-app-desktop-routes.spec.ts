// Every route of the main layout at desktop size, in every language and theme, with no console
// errors: one test per language and theme, each logged in as the demo user in its own context.
import { describeRouteMatrix } from './support/app-matrix.ts';

describeRouteMatrix('desktop');
