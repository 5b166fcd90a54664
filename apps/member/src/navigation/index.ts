export { bindRouter, initStack, navigateBack, navigateTo, reLaunch, redirectTo, stackDepth, switchTab } from './navigation';
export { paths, withQuery, type AppPath, type AppUrl, type PageName } from './paths';
export { isTabPath, tabIndexOf, tabs, type TabKey, type TabPath } from './tabs';
export { loginUrl, safeReturnPath } from './login';
