// Every route of the main layout at phone size, in every language and theme, with no console
// errors: one test per language and theme, each logged in as the demo user in its own context.
import { describeRouteMatrix } from './support/app-matrix.ts';

describeRouteMatrix('phone', { isMobile: true, hasTouch: true });
