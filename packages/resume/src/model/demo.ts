import type { ResumeData } from './resume-data';

/** A realistic one-page resume for a software engineer (Load Demo, first visit, tests, benchmark). */
export const DEMO_RESUME: ResumeData = {
  personal: [
    {
      id: 'personal-1700000000000',
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      github: 'github.com/priyasharma',
      linkedin: 'linkedin.com/in/priyasharma',
      website: 'priyasharma.dev',
    },
  ],
  summary: [
    {
      id: 'summary-1700000000001',
      summaryText:
        'Software engineer with 4 years of experience building reliable web platforms in TypeScript and Go. ' +
        'Shipped payment and search features used by millions of customers, and enjoys turning slow, fragile ' +
        'systems into fast, well-tested ones.',
    },
  ],
  education: [
    {
      id: 'education-1700000000002',
      school: 'Indian Institute of Technology Bombay',
      degree: 'B.Tech. in Computer Science and Engineering',
      duration: 'Aug 2016 - May 2020',
      location: 'Mumbai, India',
      scoreType: 'CGPA',
      gpa: '8.9/10',
    },
  ],
  experience: [
    {
      id: 'experience-1700000000003',
      company: 'Flipkart',
      title: 'Software Engineer II',
      duration: 'Jul 2022 - Present',
      location: 'Bengaluru, India',
      description: 'Checkout and payments platform team.',
      bullets: [
        'Led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%',
        'Built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month',
        "Mentored three new engineers and ran the team's weekly design review for distributed systems",
      ],
      tags: ['TypeScript', 'Go', 'Kafka', 'PostgreSQL', 'Kubernetes'],
    },
    {
      id: 'experience-1700000000004',
      company: 'Razorpay',
      title: 'Software Engineer',
      duration: 'Jul 2020 - Jun 2022',
      location: 'Bengaluru, India',
      description: '',
      bullets: [
        'Designed the merchant dashboard reporting API, serving 40,000 merchants with sub-second queries',
        'Reduced monthly cloud spend by 22% by right-sizing services and adding a Redis caching layer',
      ],
      tags: 'Node.js, React, Redis, MySQL, AWS',
    },
  ],
  projects: [
    {
      id: 'projects-1700000000005',
      title: 'OpenQueue',
      subtitle: 'Open-source job queue for PostgreSQL',
      duration: '2023',
      location: 'github.com/priyasharma/openqueue',
      description:
        'A lightweight background job runner that needs nothing but the database an app already has.',
      bullets: [
        'Reached 1,800 GitHub stars and adoption by 30+ production teams within the first year of release',
      ],
      tags: ['Go', 'PostgreSQL', 'Docker'],
    },
  ],
  leadership: [
    {
      id: 'leadership-1700000000006',
      organization: 'IIT Bombay Web and Coding Club',
      title: 'Coordinator',
      duration: 'Apr 2018 - Mar 2019',
      location: 'Mumbai, India',
      description: '',
      bullets: ['Organised a 36-hour hackathon with 400 participants and sponsors from eight companies'],
      tags: '',
    },
  ],
  skills: [
    {
      id: 'skills-1700000000007',
      category: 'Languages',
      skills: ['TypeScript', 'Go', 'Python', 'SQL', 'Java'],
      isExpanded: true,
    },
    {
      id: 'skills-1700000000008',
      category: 'Frameworks',
      skills: 'React, Node.js, Express, gRPC, Next.js',
      isExpanded: true,
    },
    {
      id: 'skills-1700000000009',
      category: 'Tools and Cloud',
      skills: ['AWS', 'Kubernetes', 'Docker', 'Kafka', 'Redis', 'Git', 'Linux'],
      isExpanded: true,
    },
  ],
};

export const DEMO_ORDER: string[] = [
  'personal',
  'summary',
  'education',
  'experience',
  'projects',
  'leadership',
  'skills',
];
