/** Credit packs, section 9 of the first specification document and the plans decision in spec/README.md. */
export interface Plan {
  name: string;
  /** Price in whole rupees (INR). */
  price: number;
  credits: number;
  /** Feature lines; text between double asterisks is shown bold. */
  features: string[];
  popular?: boolean;
  baseApplications: number;
  customizedApplications: number;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Starter Pack',
    price: 500,
    credits: 100,
    baseApplications: 100,
    customizedApplications: 20,
    features: [
      '**100** easy-apply applications',
      'or **20** AI-customized applications',
      'Standard email support',
      'Local, secure operation',
    ],
  },
  {
    name: 'Pro Pack',
    price: 1500,
    credits: 375,
    popular: true,
    baseApplications: 375,
    customizedApplications: 75,
    features: [
      '**375** easy-apply applications',
      'or **75** AI-customized applications',
      'Priority email support',
      'Local, secure operation',
    ],
  },
  {
    name: 'Premium Pack',
    price: 3000,
    credits: 1000,
    baseApplications: 1000,
    customizedApplications: 200,
    features: [
      '**1,000** easy-apply applications',
      'or **200** AI-customized applications',
      'Premium email support, answered first',
      'Local, secure operation',
    ],
  },
];

/**
 * The popular plan's one label on /pricing, the home page and /buy (decision 043). The specification names both
 * "Most Popular" and "BEST VALUE"; "best value" would be untrue of the Pro Pack, since the Premium Pack costs less per
 * credit.
 */
export const POPULAR_LABEL = 'MOST POPULAR';

export function findPlan(name: string | undefined | null): Plan | undefined {
  return PLANS.find((plan) => plan.name === name);
}
