/**
 * The signed-in frame (header controls, drawer, filter, access gates) as one module, loaded with
 * the first main route, so the public pages never download it.
 */
export { MainLayout } from '../layouts/MainLayout';
export { FacilityRoute } from './FacilityRoute';
export { GatedRoute } from './GatedRoute';
