import type { QueryKey } from '../../contract/query.schemas.js';

type Titles = Record<'en-US' | 'fr-FR' | 'sw-KE' | 'ar-SA', string>;

/** Display titles per query and culture (the `texts` of a result); unknown cultures get English. */
const TITLES: Record<QueryKey, Titles> = {
  'General/AppToggles': {
    'en-US': 'Tab toggles',
    'fr-FR': 'Onglets affichés',
    'sw-KE': 'Vichupo vinavyoonyeshwa',
    'ar-SA': 'علامات التبويب المعروضة',
  },
  'General/SyncProgress': {
    'en-US': 'Data sync',
    'fr-FR': 'Synchronisation des données',
    'sw-KE': 'Usawazishaji wa data',
    'ar-SA': 'مزامنة البيانات',
  },
  'General/FacilityCategories': {
    'en-US': 'Facility categories',
    'fr-FR': 'Catégories d’établissement',
    'sw-KE': 'Aina za vituo',
    'ar-SA': 'فئات المنشآت',
  },
  'General/Targets': {
    'en-US': 'Targets',
    'fr-FR': 'Objectifs',
    'sw-KE': 'Malengo',
    'ar-SA': 'الأهداف',
  },
  'General/ServiceElements': {
    'en-US': 'Service elements',
    'fr-FR': 'Éléments de service',
    'sw-KE': 'Vipengele vya huduma',
    'ar-SA': 'عناصر الخدمة',
  },
  'Home/Summary': {
    'en-US': 'Network summary',
    'fr-FR': 'Synthèse du réseau',
    'sw-KE': 'Muhtasari wa mtandao',
    'ar-SA': 'ملخص الشبكة',
  },
  'Home/RecentAssessments': {
    'en-US': 'Recent assessments',
    'fr-FR': 'Évaluations récentes',
    'sw-KE': 'Tathmini za hivi karibuni',
    'ar-SA': 'التقييمات الأخيرة',
  },
  'Home/PeriodAssessments': {
    'en-US': 'Assessments in the period',
    'fr-FR': 'Évaluations de la période',
    'sw-KE': 'Tathmini za kipindi',
    'ar-SA': 'التقييمات في الفترة',
  },
  'Home/AssessmentYears': {
    'en-US': 'Years with assessments',
    'fr-FR': 'Années avec des évaluations',
    'sw-KE': 'Miaka yenye tathmini',
    'ar-SA': 'السنوات التي فيها تقييمات',
  },
  'Facility/Details': {
    'en-US': 'Facility details',
    'fr-FR': 'Détails de l’établissement',
    'sw-KE': 'Maelezo ya kituo',
    'ar-SA': 'تفاصيل المنشأة',
  },
  'Facility/ServiceElementScores': {
    'en-US': 'Service element scores',
    'fr-FR': 'Scores par élément de service',
    'sw-KE': 'Alama za vipengele vya huduma',
    'ar-SA': 'درجات عناصر الخدمة',
  },
  'Facility/AssessmentHistory': {
    'en-US': 'Assessment history',
    'fr-FR': 'Historique des évaluations',
    'sw-KE': 'Historia ya tathmini',
    'ar-SA': 'سجل التقييمات',
  },
  'Facility/HistoryReferences': {
    'en-US': 'Yearly medians of the facility’s country, region and category',
    'fr-FR': 'Médianes annuelles du pays, de la région et de la catégorie de l’établissement',
    'sw-KE': 'Wastani wa kati wa kila mwaka wa nchi, mkoa na aina ya kituo',
    'ar-SA': 'الوسيطات السنوية لبلد المنشأة ومنطقتها وفئتها',
  },
  'Facility/Activities': {
    'en-US': 'Documents',
    'fr-FR': 'Documents',
    'sw-KE': 'Nyaraka',
    'ar-SA': 'المستندات',
  },
  'MomCare/Indicators': {
    'en-US': 'Maternal care',
    'fr-FR': 'Soins maternels',
    'sw-KE': 'Huduma ya uzazi',
    'ar-SA': 'رعاية الأمومة',
  },
  'MomCare/PeriodTotals': {
    'en-US': 'Maternal care in the period',
    'fr-FR': 'Soins maternels de la période',
    'sw-KE': 'Huduma ya uzazi katika kipindi',
    'ar-SA': 'رعاية الأمومة في الفترة',
  },
  'Benchmarking/Peers': {
    'en-US': 'Benchmarking against peers',
    'fr-FR': 'Comparaison avec les pairs',
    'sw-KE': 'Ulinganisho na wenzao',
    'ar-SA': 'المقارنة مع النظراء',
  },
  'BenchmarkingV2/Comparison': {
    'en-US': 'Facility comparison',
    'fr-FR': 'Comparaison des établissements',
    'sw-KE': 'Ulinganisho wa vituo',
    'ar-SA': 'مقارنة المنشآت',
  },
  'Network/Aggregates': {
    'en-US': 'Network level',
    'fr-FR': 'Niveau du réseau',
    'sw-KE': 'Kiwango cha mtandao',
    'ar-SA': 'مستوى الشبكة',
  },
  'YearlyPerformance/Overall': {
    'en-US': 'Yearly performance',
    'fr-FR': 'Performance annuelle',
    'sw-KE': 'Utendaji wa kila mwaka',
    'ar-SA': 'الأداء السنوي',
  },
  'YearlyPerformance/ServiceElements': {
    'en-US': 'Yearly performance by service element',
    'fr-FR': 'Performance annuelle par élément de service',
    'sw-KE': 'Utendaji wa kila mwaka kwa kipengele',
    'ar-SA': 'الأداء السنوي حسب عنصر الخدمة',
  },
  'YearlyPerformance/References': {
    'en-US': 'Yearly medians of the country, region and category',
    'fr-FR': 'Médianes annuelles du pays, de la région et de la catégorie',
    'sw-KE': 'Wastani wa kati wa kila mwaka wa nchi, mkoa na aina',
    'ar-SA': 'الوسيطات السنوية للبلد والمنطقة والفئة',
  },
  'YearlyPerformance/PeriodAssessments': {
    'en-US': 'Assessments in the period',
    'fr-FR': 'Évaluations de la période',
    'sw-KE': 'Tathmini za kipindi',
    'ar-SA': 'التقييمات في الفترة',
  },
  'YearlyPerformance/PeriodElements': {
    'en-US': 'Service elements in two periods',
    'fr-FR': 'Éléments de service sur deux périodes',
    'sw-KE': 'Vipengele vya huduma katika vipindi viwili',
    'ar-SA': 'عناصر الخدمة في فترتين',
  },
  'FacilityNumbers/Counts': {
    'en-US': 'Facility numbers',
    'fr-FR': 'Nombre d’établissements',
    'sw-KE': 'Idadi ya vituo',
    'ar-SA': 'أعداد المنشآت',
  },
  'FacilityNumbers/Pivot': {
    'en-US': 'Facilities by two dimensions',
    'fr-FR': 'Établissements selon deux dimensions',
    'sw-KE': 'Vituo kwa vipimo viwili',
    'ar-SA': 'المنشآت حسب بُعدين',
  },
};

export function queryTexts(key: QueryKey, culture: string | undefined): { title: string; culture: string } {
  const titles = TITLES[key];
  const chosen = culture && culture in titles ? (culture as keyof Titles) : 'en-US';
  return { title: titles[chosen], culture: chosen };
}
