/**
 * The header's pop-up parts (menus, drawer) in one lazily loaded chunk: they pull in the floating and
 * scroll-lock code, which the first paint does not need.
 */
export { MobileMenu } from './mobile-menu.tsx';
export { NotificationBell } from './notification-bell.tsx';
export { UserMenu } from './user-menu.tsx';
