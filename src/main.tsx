import { ROUTES } from '../machines/shared/routes';

// The silent-renew page (a hidden iframe) only completes the renewal: decide before any of the app loads.
if (window.location.pathname === ROUTES.SilentRenew.path) {
  void import('./silent-renew');
} else {
  void import('./app/boot');
}
