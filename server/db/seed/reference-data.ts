/** Fixed reference data of the demo seed: tenants, environments, geography, categories, users. */
import { environmentFavicon, environmentLogo } from './logo.js';

export const REFERENCE_DATE = '2025-12-31';
export const ASSESSMENT_YEARS = [2021, 2022, 2023, 2024, 2025] as const;

export const TENANTS = [
  { id: 'afya', name: 'Afya Health Network' },
  { id: 'maisha', name: 'Maisha Care Alliance' },
] as const;

/** Toggle switches per environment; the AppToggles query combines them with the data. */
const ALL_TOGGLES_ON = {
  showNetworkTab: true,
  showFacilityNumbersTab: true,
  showYearlyPerformanceTab: true,
  showAvailableServiceMap: true,
  showServiceLevelMap: true,
  showExtendedKpis: true,
};
const TRAINING_TOGGLES = { ...ALL_TOGGLES_ON, showFacilityNumbersTab: false, showExtendedKpis: false };

// Primary colours are dark enough for white text to pass WCAG AA (contrast >= 4.5:1).
export const ENVIRONMENTS = [
  {
    id: 'afya-production',
    tenantId: 'afya',
    name: 'Production',
    kind: 'working',
    color: '#1d5c96',
    // A score target, drawn on the score charts; a level target, marked on the level charts
    settings: { ...ALL_TOGGLES_ON, scoreTarget: 75, levelTarget: 3 },
  },
  {
    id: 'afya-training',
    tenantId: 'afya',
    name: 'Training',
    kind: 'working',
    color: '#0b6e4f',
    settings: TRAINING_TOGGLES,
  },
  {
    id: 'afya-tenant',
    tenantId: 'afya',
    name: 'Afya Health Network',
    kind: 'tenant',
    color: '#1d5c96',
    settings: {},
  },
  {
    id: 'maisha-production',
    tenantId: 'maisha',
    name: 'Production',
    kind: 'working',
    color: '#6a2c91',
    settings: { ...ALL_TOGGLES_ON, scoreTarget: 70, levelTarget: 4 },
  },
  {
    id: 'maisha-training',
    tenantId: 'maisha',
    name: 'Training',
    kind: 'working',
    color: '#8a3b12',
    settings: TRAINING_TOGGLES,
  },
  {
    id: 'maisha-tenant',
    tenantId: 'maisha',
    name: 'Maisha Care Alliance',
    kind: 'tenant',
    color: '#6a2c91',
    settings: {},
  },
].map((environment, index) => ({
  ...environment,
  sortOrder: index,
  qesLogo: environmentLogo(environment.name, environment.color),
  qesFavicon: environmentFavicon(environment.color),
}));

export const LANGUAGES = [
  { cultureName: 'en-US', displayName: 'English' },
  { cultureName: 'fr-FR', displayName: 'Français' },
  { cultureName: 'sw-KE', displayName: 'Kiswahili' },
  { cultureName: 'ar-SA', displayName: 'العربية' },
] as const;

interface RegionSeed {
  name: string;
  latitude: number;
  longitude: number;
  spread: number;
  districts: string[];
}
interface CountrySeed {
  id: number;
  tenantId: string;
  name: string;
  isoCode: string;
  bounds: [minLat: number, maxLat: number, minLon: number, maxLon: number];
  regions: RegionSeed[];
}

export const COUNTRIES: CountrySeed[] = [
  {
    id: 1,
    tenantId: 'afya',
    name: 'Kenya',
    isoCode: 'KE',
    bounds: [-4.7, 5.0, 33.9, 41.9],
    regions: [
      {
        name: 'Nairobi',
        latitude: -1.29,
        longitude: 36.82,
        spread: 0.12,
        districts: ['Westlands', 'Kibra', 'Embakasi'],
      },
      {
        name: 'Mombasa',
        latitude: -3.98,
        longitude: 39.6,
        spread: 0.08,
        districts: ['Mvita', 'Nyali', 'Likoni'],
      },
      {
        name: 'Kisumu',
        latitude: -0.1,
        longitude: 34.85,
        spread: 0.2,
        districts: ['Kisumu Central', 'Nyando', 'Muhoroni'],
      },
      {
        name: 'Nakuru',
        latitude: -0.3,
        longitude: 36.07,
        spread: 0.3,
        districts: ['Naivasha', 'Gilgil', 'Molo'],
      },
      {
        name: 'Kiambu',
        latitude: -1.03,
        longitude: 36.83,
        spread: 0.2,
        districts: ['Thika', 'Ruiru', 'Limuru'],
      },
    ],
  },
  {
    id: 2,
    tenantId: 'afya',
    name: 'Tanzania',
    isoCode: 'TZ',
    bounds: [-11.7, -1.0, 29.3, 40.4],
    regions: [
      {
        name: 'Dar es Salaam',
        latitude: -6.82,
        longitude: 39.22,
        spread: 0.1,
        districts: ['Ilala', 'Kinondoni', 'Temeke'],
      },
      {
        name: 'Arusha',
        latitude: -3.37,
        longitude: 36.68,
        spread: 0.3,
        districts: ['Arusha City', 'Meru', 'Monduli'],
      },
      {
        name: 'Mwanza',
        latitude: -2.6,
        longitude: 32.95,
        spread: 0.2,
        districts: ['Nyamagana', 'Ilemela', 'Sengerema'],
      },
      {
        name: 'Dodoma',
        latitude: -6.17,
        longitude: 35.74,
        spread: 0.4,
        districts: ['Dodoma Urban', 'Kondoa', 'Mpwapwa'],
      },
    ],
  },
  {
    id: 3,
    tenantId: 'afya',
    name: 'Uganda',
    isoCode: 'UG',
    bounds: [-1.5, 4.2, 29.5, 35.0],
    regions: [
      {
        name: 'Central',
        latitude: 0.35,
        longitude: 32.58,
        spread: 0.3,
        districts: ['Kampala', 'Wakiso', 'Mukono'],
      },
      {
        name: 'Western',
        latitude: -0.6,
        longitude: 30.65,
        spread: 0.4,
        districts: ['Mbarara', 'Kabale', 'Fort Portal'],
      },
      {
        name: 'Eastern',
        latitude: 0.9,
        longitude: 33.7,
        spread: 0.4,
        districts: ['Jinja', 'Mbale', 'Tororo'],
      },
      { name: 'Northern', latitude: 2.78, longitude: 32.3, spread: 0.5, districts: ['Gulu', 'Lira', 'Arua'] },
    ],
  },
  {
    id: 4,
    tenantId: 'maisha',
    name: 'Rwanda',
    isoCode: 'RW',
    bounds: [-2.84, -1.05, 28.86, 30.9],
    regions: [
      {
        name: 'Kigali',
        latitude: -1.95,
        longitude: 30.06,
        spread: 0.07,
        districts: ['Gasabo', 'Kicukiro', 'Nyarugenge'],
      },
      {
        name: 'Northern Province',
        latitude: -1.6,
        longitude: 29.85,
        spread: 0.15,
        districts: ['Musanze', 'Gicumbi', 'Burera'],
      },
      {
        name: 'Southern Province',
        latitude: -2.45,
        longitude: 29.7,
        spread: 0.15,
        districts: ['Huye', 'Muhanga', 'Nyanza'],
      },
      {
        name: 'Eastern Province',
        latitude: -1.8,
        longitude: 30.45,
        spread: 0.15,
        districts: ['Rwamagana', 'Kayonza', 'Nyagatare'],
      },
      {
        name: 'Western Province',
        latitude: -2.1,
        longitude: 29.4,
        spread: 0.12,
        districts: ['Rubavu', 'Karongi', 'Rusizi'],
      },
    ],
  },
];

/** id, name, relative frequency, monthly deliveries (0 = no maternity service). */
export const FACILITY_CATEGORIES = [
  { id: 1, name: 'Hospital', weight: 8, deliveries: 140 },
  { id: 2, name: 'Health Centre', weight: 18, deliveries: 45 },
  { id: 3, name: 'Clinic', weight: 26, deliveries: 0 },
  { id: 4, name: 'Dispensary', weight: 20, deliveries: 0 },
  { id: 5, name: 'Pharmacy', weight: 14, deliveries: 0 },
  { id: 6, name: 'Laboratory', weight: 8, deliveries: 0 },
  { id: 7, name: 'Maternity Home', weight: 6, deliveries: 60 },
] as const;

export const SERVICE_ELEMENTS = [
  'Management and Leadership',
  'Human Resources',
  'Patient Rights and Access',
  'Infection Prevention and Control',
  'Clinical Care',
  'Medication Management',
  'Laboratory Services',
  'Facilities and Equipment',
].map((name, index) => ({ id: index + 1, name, sortOrder: index + 1 }));

export const FACILITY_GROUP_NAMES = [
  'Public Sector',
  'Faith-Based Network',
  'Private For-Profit',
  'NGO Partners',
  'Social Franchise',
];

export const ROLES = [
  { id: 1, name: 'Payer' },
  { id: 2, name: 'Provider Network' },
  { id: 3, name: 'Supervisor' },
  { id: 4, name: 'Funder' },
] as const;

export const ORGANIZATION_NAMES = [
  'National Health Insurance Fund',
  'Jubilee Health Insurance',
  'AAR Health Services',
  'PharmAccess Foundation',
  'Christian Health Association',
  'Catholic Health Commission',
  'Aga Khan Health Services',
  'Marie Stopes Network',
  'Ministry of Health Quality Office',
  'SafeCare Assessment Unit',
  'Global Fund Partners',
  'Mothers First Initiative',
];

export const FACILITY_NAME_WORDS = [
  'Community',
  'Mission',
  'Family',
  'County',
  'Upendo',
  'Baraka',
  'Amani',
  "St. Mary's",
  "St. Joseph's",
  'Neema',
  'Tumaini',
  'Uzima',
  'Good Shepherd',
  'Lakeside',
  'Hillside',
];

export const SURVEYS = [
  {
    name: 'Patient Experience Survey',
    year: 2024,
    answers: ['Yes', 'Partly', 'No'],
    questions: [
      'Were you greeted and registered within 15 minutes?',
      'Did staff explain your treatment in a language you understand?',
      'Was your privacy respected during examination?',
      'Would you recommend this facility to family?',
    ],
  },
  {
    name: 'Infrastructure Readiness Survey',
    year: 2025,
    answers: ['Yes', 'No'],
    questions: [
      'Reliable electricity throughout the day',
      'Running water in clinical areas',
      'Access to an ambulance or referral transport',
      'Internet connectivity for reporting',
    ],
  },
];

export const PAGE_PERMISSIONS = [
  'QAP.HomePage',
  'QAP.DemoMode',
  'QAP.BenchmarkingPage',
  'QAP.BenchmarkingV2Page',
  'QAP.YearlyPerformancePage',
  'QAP.FacilityNumbersPage',
];

export const DEMO_PASSWORD = 'demo';

/**
 * A facility user is bound by the seed to the first certified facility of the category `worksAt`
 * names (1 Hospital, 2 Health Centre) in afya-production, else the first certified facility. The
 * facility manager is a facility user who also holds every page permission but demo mode: they
 * see what the network pages show one facility (docs/ui.md, Network pages for a facility user).
 */
export const DEMO_USERS = [
  {
    id: 'user-analyst-afya',
    email: 'analyst@demo.test',
    givenName: 'Amani',
    familyName: 'Otieno',
    userType: null,
    userOrg: 'Afya Health Network',
    tenantId: 'afya',
    worksAt: null,
    permissions: PAGE_PERMISSIONS,
    settings: { language: 'en-US' },
  },
  {
    id: 'user-facility-afya',
    email: 'facility@demo.test',
    givenName: 'Grace',
    familyName: 'Wanjiku',
    userType: 'FacilityUser',
    userOrg: 'Afya Health Network',
    tenantId: 'afya',
    worksAt: 1,
    permissions: ['QAP.HomePage', 'FacilityUser'],
    settings: {},
  },
  {
    id: 'user-manager-afya',
    email: 'manager@demo.test',
    givenName: 'Baraka',
    familyName: 'Kimaro',
    userType: 'FacilityUser',
    userOrg: 'Afya Health Network',
    tenantId: 'afya',
    worksAt: 2,
    permissions: [...PAGE_PERMISSIONS.filter((name) => name !== 'QAP.DemoMode'), 'FacilityUser'],
    settings: {},
  },
  {
    id: 'user-viewer-afya',
    email: 'viewer@demo.test',
    givenName: 'Juma',
    familyName: 'Mwangi',
    userType: null,
    userOrg: 'Afya Health Network',
    tenantId: 'afya',
    worksAt: null,
    permissions: ['QAP.HomePage'],
    settings: {},
  },
  {
    id: 'user-analyst-maisha',
    email: 'analyst@second.test',
    givenName: 'Claudine',
    familyName: 'Uwase',
    userType: null,
    userOrg: 'Maisha Care Alliance',
    tenantId: 'maisha',
    worksAt: null,
    permissions: PAGE_PERMISSIONS,
    settings: { language: 'fr-FR' },
  },
] as const;
