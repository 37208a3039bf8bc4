import type { ReactNode } from 'react';
import { TAILORED_APPLICATION_CREDIT_COST } from '@applypilot/contracts';
import {
  ChatIcon,
  FileCheckIcon,
  SettingsIcon,
  ShieldIcon,
  SparklesIcon,
  ZapIcon,
} from '../components/icons';

export interface FeatureCard {
  icon: ReactNode;
  title: string;
  text: string;
  tag?: string;
}

/** The six feature cards of the home page, in the order section 2 names them. */
export const FEATURE_CARDS: FeatureCard[] = [
  {
    icon: <ShieldIcon size={24} />,
    title: '100% Private & Secure',
    text: 'Your resume, LinkedIn login and screening answers are kept on your computer, never stored on our servers. AI requests pass through our server without their text being kept.',
  },
  {
    icon: <SparklesIcon size={24} />,
    title: 'AI Resume Customization',
    tag: `Premium · ${TAILORED_APPLICATION_CREDIT_COST} credits per application`,
    text: 'Tailor your resume, and the cover letter a form asks for, to each job description with AI, for the applications where it counts. It rephrases and reorders your real experience and never adds a fact or a number your resume lacks.',
  },
  {
    icon: <FileCheckIcon size={24} />,
    title: 'ATS-Optimized Applications',
    text: 'Clean, parseable resumes and complete answers, so applicant tracking systems read every field correctly.',
  },
  {
    icon: <ZapIcon size={24} />,
    title: 'Automated Applications',
    text: 'Our engine fills in and submits applications from your search criteria, at a steady, human pace: on LinkedIn Easy Apply and, when you switch it on, on company sites run by Greenhouse, Lever or Ashby.',
  },
  {
    icon: <SettingsIcon size={24} />,
    title: 'Simple Setup',
    text: 'Upload your resume PDF, define your job search and run the local server. You will be ready in minutes.',
  },
  {
    icon: <ChatIcon size={24} />,
    title: 'Intelligent Question Handling',
    text: 'Screening questions (experience, notice period, expected CTC) are answered from your profile. New questions get an AI answer only when it rests on a fact in your profile; otherwise they wait for you, as does anything that asks you to consent or agree.',
  },
];
