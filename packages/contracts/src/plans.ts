import { applicationsFor, tailoredApplicationsLine } from './credit-costs';

/** Credit packs, section 9 of the first specification document and the plans decision in spec/README.md. */
export interface Plan {
  name: string;
  /** Price in whole rupees (INR). */
  price: number;
  credits: number;
  /** Feature lines; text between double asterisks is shown bold. */
  features: string[];
  popular?: boolean;
  /** Applications the pack pays for at 1 credit each. */
  baseApplications: number;
  /** Applications with an AI-tailored resume it pays for (TAILORED_APPLICATION_CREDIT_COST each). */
  customizedApplications: number;
}

/** A pack's lines: the counts are worked out from its credits at the price of an application (credit-costs.ts). */
function pack(name: string, price: number, packCredits: number, support: string, popular?: true): Plan {
  const { plain, tailored } = applicationsFor(packCredits);
  return {
    name,
    price,
    credits: packCredits,
    ...(popular ? { popular } : {}),
    baseApplications: plain,
    customizedApplications: tailored,
    features: [
      `**${plain.toLocaleString('en-IN')}** easy-apply applications`,
      tailoredApplicationsLine(packCredits),
      support,
      'Local, secure operation',
    ],
  };
}

export const PLANS: readonly Plan[] = [
  pack('Starter Pack', 500, 100, 'Standard email support'),
  pack('Pro Pack', 1500, 375, 'Priority email support', true),
  pack('Premium Pack', 3000, 1000, 'Premium email support, answered first'),
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
