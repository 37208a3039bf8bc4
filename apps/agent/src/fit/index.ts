export { checkFit, type FitInput, type FitJob } from './check';
export { profileFacts, type ProfileFacts } from './profile-facts';
export { readRequirements, type JobRequirements, type SkillRequirement } from './requirements';
