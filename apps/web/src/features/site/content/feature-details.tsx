import { CREDIT_COST_TEXT, DAILY_APPLICATION_LIMIT } from '@applypilot/contracts';
import type { ReactNode } from 'react';
import {
  ChartIcon,
  ChatIcon,
  FileCheckIcon,
  MicIcon,
  ShieldIcon,
  SparklesIcon,
  ZapIcon,
} from '../components/icons';

export interface FeatureDetail {
  id: string;
  icon: ReactNode;
  eyebrow: string;
  /** Set while the feature, or part of it, is not built yet: the page says so next to the eyebrow. */
  status?: string;
  title: string;
  text: string;
  points: string[];
}

/** The sections of /features; "resume-ai" is the anchor the home page links to (section 2). */
export const FEATURE_DETAILS: FeatureDetail[] = [
  {
    id: 'automation',
    icon: <ZapIcon size={26} />,
    eyebrow: 'Automated applications',
    title: 'Dozens of Easy Apply applications a day, hands-free',
    text: 'Our Easy Apply engine takes a search (job title, location, experience, work type and date posted), opens LinkedIn with those filters and works through the Easy Apply jobs one by one. You save your search in Assistant Setup and start it from your dashboard.',
    points: [
      'Fills in contact details, experience, CTC and notice period from your profile',
      'A human pace with random pauses between actions and applications',
      'Stops by itself when LinkedIn shows a limit or a security check',
      `A daily cap of ${DAILY_APPLICATION_LIMIT} applications, kept by our server`,
      'Company sites too, when you switch them on: forms on Greenhouse, Lever and Ashby, one credit per confirmed application',
      'A page it does not understand is never guessed at: nothing is sent, and one click prepares an email to us with a copy of the page, your details taken out',
    ],
  },
  {
    id: 'resume-ai',
    icon: <SparklesIcon size={26} />,
    eyebrow: 'Premium · AI resume tailoring',
    title: 'A tailored resume and cover letter for every job',
    text: "With AI customisation on, ApplyPilot reads each job description and rewrites your summary, bullet points and skill order to match it before applying, then uploads the tailored PDF. When the form asks for a cover letter, it writes one from your resume and the job's title and company, and types it in or uploads it as a PDF.",
    points: [
      'It never adds a fact or a number your resume lacks: every sentence it writes names the lines of your resume it rests on, and our server checks each against exactly those lines, refusing a resume or letter that adds an employer, a date, a number, a skill, a stronger verb, a claim in other words or in another language',
      'It puts first your experience and skills that the job asks for, in text applicant tracking systems read',
      `${CREDIT_COST_TEXT.perApplication} ${CREDIT_COST_TEXT.givenBack}`,
    ],
  },
  {
    id: 'questions',
    icon: <ChatIcon size={26} />,
    eyebrow: 'Intelligent question handling',
    title: 'Screening questions answered from your profile',
    text: 'Years of experience with a skill, notice period, expected salary, work authorisation: the Easy Apply engine answers from your profile and remembers your answers. For a question it has not seen before, AI suggests an answer, used only when it rests on facts in your profile; anything else waits for your answer. A question or box that consents or agrees to anything (a background check, sharing your data, terms, marketing) always waits for you.',
    points: [
      'Numeric, yes/no, multiple-choice and free-text questions',
      'Consistent answers across applications',
      'A box that only certifies your application is accurate is ticked only if you switch that on',
    ],
  },
  {
    id: 'ats',
    icon: <FileCheckIcon size={26} />,
    eyebrow: 'ATS-optimised',
    title: 'Resumes that applicant tracking systems can read',
    text: 'The resume builder produces clean, text-based PDFs with standard headings, so every field is parsed correctly, with a live preview that is exactly the file you download.',
    points: [
      'Drag-and-drop sections, custom sections, A4 or Letter',
      'Set any built resume as the one the assistant uses',
    ],
  },
  {
    id: 'tracking',
    icon: <ChartIcon size={26} />,
    eyebrow: 'Tracking',
    title: 'Every application in one place',
    text: 'The dashboard shows the jobs you applied to, where (Easy Apply or the company site), the jobs skipped and why, your pace today and this month, and the credits you have left.',
    points: [
      'Daily and monthly counts against your limits',
      'Charts by day and by time of day',
      'Easy Apply and company-site applications counted apart',
    ],
  },
  {
    id: 'interview',
    icon: <MicIcon size={26} />,
    eyebrow: 'Interview assistant',
    title: 'Interviews with live suggestions',
    text: 'Record a question from your microphone or a shared tab, get it transcribed and see a suggested first-person answer based on your CV stream in, with a running cost estimate. In live mode the answer starts by itself when the interviewer stops speaking.',
    points: [
      'Uses your own Gemini API key, straight from your browser',
      'A teleprompter you can move, resize or pop out on top of other windows',
      'A recorded practice question, answered from your resume with your key as in an interview, and a spending cap per session',
    ],
  },
  {
    id: 'privacy',
    icon: <ShieldIcon size={26} />,
    eyebrow: '100% private & secure',
    title: 'Built so your data stays with you',
    text: 'Your resume, LinkedIn login and screening answers are kept on your computer, never stored on our servers; AI requests pass through our server without their text being kept. Our servers keep your email, your payments and a record of each application.',
    points: [
      'Runs on Windows, macOS and Linux with your installed Chrome',
      'No password of yours ever reaches us',
    ],
  },
];
