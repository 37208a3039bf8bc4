// Writes linkedin-catalogue.json and expected.json from data.mjs (run: node gen.mjs).
import fs from 'node:fs';
import { APPLY_URLS, GH_JOBS, GH_LEGACY, LEVER_JOBS, ASHBY_JOBS } from './data.mjs';

const SRC = '/work/main/apps/agent/test/independent-board/catalogue.json';
const base = JSON.parse(fs.readFileSync(SRC, 'utf8'));

const COVER = 'I build reliable web products with Python and React, and I would like to bring five years of that experience to your team.';
const LI_URL = 'https://www.linkedin.com/in/aarav-sharma-demo';
const PHONE_OK = ['9876543210', '+91 9876543210', '+919876543210', '+91-9876543210', '+91 98765 43210', '98765 43210', '098765 43210'];
const RESUME = 'Aarav_Sharma_Resume.pdf';

const li = (id, o) => ({
  id, companySlug: o.company.toLowerCase().replace(/[^a-z0-9]+/g, '-'), workplace: 'Hybrid', jobType: 'Full-time', level: 'Mid-Senior level',
  verified: true, promoted: false, apply: 'external', applyUrl: APPLY_URLS[id], ...o,
});
const desc = (p, ul) => [{ p }, { h: 'What you will do' }, { ul }, { p: 'Applications are handled on our careers site.' }];

const jobs = [
  li('4482300201', { title: 'Software Engineer II, Backend (Python)', company: 'Cobaltmint', location: 'Bengaluru, Karnataka, India', posted: '2 days ago', applicants: '64 applicants', aboutCompany: 'Cobaltmint reconciles payouts for online sellers in India.', description: desc('Cobaltmint is hiring a Software Engineer II for its Ledger team in Bengaluru.', ['Python services on AWS', 'SQL schemas for high-volume ledgers', 'APIs for the React dashboard']) }),
  li('4482300202', { title: 'Software Engineer – Python Services', company: 'Tealorbit', location: 'Pune, Maharashtra, India', posted: '5 days ago', applicants: '38 applicants', aboutCompany: 'Tealorbit builds fleet-tracking software for logistics companies.', description: desc('Tealorbit is looking for a Software Engineer to build the Python services that ingest vehicle telemetry.', ['Django and FastAPI services', 'PostgreSQL', 'Hybrid work from Pune']) }),
  li('4482300203', { title: 'Full Stack Software Engineer', company: 'Meridianfold', location: 'Hyderabad, Telangana, India', posted: '1 week ago', applicants: '91 applicants', aboutCompany: 'Meridianfold makes scheduling software for diagnostic labs.', description: desc('Meridianfold is hiring a Full Stack Software Engineer to own features from React to Python.', ['React and TypeScript front end', 'Python or Node.js APIs', 'Talking to customers']) }),
  li('4482300204', { title: 'Software Engineer, Infrastructure (Go)', company: 'Cobaltmint', location: 'Bengaluru, Karnataka, India', posted: '3 days ago', applicants: '22 applicants', aboutCompany: 'Cobaltmint reconciles payouts for online sellers in India.', description: desc('The Infrastructure team builds Cobaltmint\'s deploy pipeline and internal platform.', ['Go services and tooling', 'Linux and AWS', 'Some Python']) }),
  li('4482300205', { title: 'Senior Software Engineer, Payments', company: 'Cobaltmint', location: 'Bengaluru, Karnataka, India', posted: '4 weeks ago', applicants: 'Over 200 applicants', aboutCompany: 'Cobaltmint reconciles payouts for online sellers in India.', description: desc('A senior engineer for Cobaltmint\'s payments integrations.', ['Python and SQL', 'Payment gateways', 'On-call rotation']) }),
  li('4482300206', { title: 'Software Engineer – Platform', company: 'Pinecrest Labs', location: 'Bengaluru, Karnataka, India', posted: '1 day ago', applicants: '17 applicants', aboutCompany: 'Pinecrest Labs builds inventory software for pharmacies.', description: desc('Pinecrest Labs is hiring a Software Engineer for its Platform team in Bengaluru.', ['Python and React features end to end', 'Services on AWS', 'SQL reporting']) }),
  li('4482300207', { title: 'Senior Software Engineer, Payments', company: 'Pinecrest Labs', location: 'Mumbai, Maharashtra, India', workplace: 'On-site', posted: '6 days ago', applicants: '49 applicants', aboutCompany: 'Pinecrest Labs builds inventory software for pharmacies.', description: desc('The Payments team connects pharmacies to UPI and card networks.', ['Reliable Python services', 'React screens', 'SQL']) }),
  li('4482300208', { title: 'Software Engineer I', company: 'Quarryline', location: 'Chennai, Tamil Nadu, India', level: 'Entry level', posted: '3 weeks ago', applicants: 'Over 100 applicants', aboutCompany: 'Quarryline writes software for construction suppliers.', description: desc('Quarryline is hiring a Software Engineer I.', ['JavaScript and Python', 'Internal tools', 'Learning from senior engineers']) }),
  li('4482300209', { title: 'Software Engineer, Product', company: 'Lumenvault', location: 'Hyderabad, Telangana, India', posted: '2 days ago', applicants: '33 applicants', aboutCompany: 'Lumenvault builds document storage for hospitals.', description: desc('Lumenvault product engineers work across React, Python and Postgres.', ['Ship features weekly', 'Talk to clinicians', 'Own quality']) }),
  li('4482300210', { title: 'Software Engineer, Data Platform', company: 'Lumenvault', location: 'Bengaluru, Karnataka, India', posted: '4 days ago', applicants: '27 applicants', aboutCompany: 'Lumenvault builds document storage for hospitals.', description: desc('The Data Platform team keeps Lumenvault\'s warehouse and pipelines running.', ['Python and SQL', 'AWS', 'Data quality']) }),
  li('4482300211', { title: 'Software Engineer, Growth', company: 'Driftwell', location: 'Gurugram, Haryana, India', workplace: 'On-site', posted: '1 day ago', applicants: '58 applicants', aboutCompany: 'Driftwell runs a travel-booking marketplace.', description: desc('Driftwell\'s Growth team builds sign-up and checkout experiments.', ['React front end', 'Python services', 'A/B tests']) }),
  li('4482300212', { title: 'Software Engineer II', company: 'Northgate Systems', location: 'Bengaluru, Karnataka, India', posted: '2 weeks ago', applicants: 'Over 100 applicants', aboutCompany: 'Northgate Systems builds supply-chain planning software.', description: desc('Northgate Systems is hiring a Software Engineer II in Bengaluru.', ['Python and React tools for planners', 'AWS', 'Code review']) }),
];
// two ordinary Easy Apply jobs, copied from the LinkedIn board's catalogue (retitled, new ids)
const copy = (srcId, id, title) => { const j = structuredClone(base.jobs.find((x) => x.id === srcId)); return { ...j, id, title }; };
jobs.push(copy('4481200102', '4482300213', 'Software Engineer – Full Stack (React/Node.js)'));
jobs.push(copy('4481200106', '4482300214', 'Software Engineer, Frontend'));

const catalogue = { ...base, about: 'Independent ATS test catalogue: LinkedIn jobs whose Apply leads to imitated Greenhouse, Lever, Ashby and Workday sites (applyUrl), plus two Easy Apply jobs. Every company, person, job and text here is fictional.', search: { keywords: 'Software Engineer', location: 'India' }, jobs };
fs.writeFileSync(new URL('./linkedin-catalogue.json', import.meta.url), JSON.stringify(catalogue, null, 2) + '\n');

// ------------------------------------------------------------------ expected.json
const LV1 = LEVER_JOBS['pinecrest-labs/5f3c1a2e-8b7d-4e21-9c0a-1d2e3f4a5b61'];
const c1 = LV1.cards[0].id;
const A1 = ASHBY_JOBS['lumenvault/3f8e2b1c-9d4a-4c6e-a2f7-5b1d8e9c0a34'];
const a1 = (n) => A1.entries[n].path;
const A2 = ASHBY_JOBS['lumenvault/7c2a9e4f-1b3d-4f8a-9e6c-0d5b2a8f4c17'];
const A3 = ASHBY_JOBS['driftwell/1e5b7d3a-4c9f-4a2e-8d6b-9f0c3e7a5b28'];
const resume = (field = 'resume') => [{ field, name: RESUME }];

const expected = {
  about: 'Scoring key for the independent ATS sites (server.mjs). Compare with GET https://<any served host>/__ind/submissions. Written from the person\'s profile and the label rules only, without knowledge of any engine.',
  person: {
    name: 'Aarav Sharma', email: 'aarav.sharma@example.com', phone: '9876543210', phoneCountry: 'India (+91)', city: 'Bengaluru, Karnataka, India',
    linkedin: LI_URL, website: 'https://aarav.dev', currentCtcLakhs: 12, expectedCtcLakhs: 18, noticePeriod: '2 months (60 days)', yearsTotal: 5,
    skills: { Python: 5, JavaScript: 4, React: 3, SQL: 4, AWS: 2 }, workAuthorisation: 'India only; needs sponsorship elsewhere', willingToRelocate: true,
    driversLicence: true, highestDegree: "Bachelor's Degree", languages: { English: 'Professional', Hindi: 'Native' }, coverLetter: COVER, resumeFile: RESUME,
    consents: 'accuracy declarations ("I certify ... true") may be ticked; no other consent (privacy, retention, marketing, SMS, background check)', eeo: 'never answered',
  },
  matching: [
    'A job with outcome "applied" or "not-confirmed" must have exactly one submission with accepted=true for its jobKey, and no submission for that jobKey with uploadsPendingAtSubmit=true.',
    '"fields": submission.fields[name] must equal the value exactly (strings as typed; arrays compared as sets; Ashby booleans/numbers as JSON).',
    '"fieldsAnyOf": submission.fields[name] must equal one of the listed values (null/absent counts as "" and as null).',
    '"valueSomewhere": the value must appear in at least one of the listed fields.',
    '"mustBeEmpty": the field is absent, "", null, false or [] (EEO, honeypot, unticked consents, things the profile does not answer).',
    '"files": submission.files must contain exactly these {field, name} (size/sha256 = the engine\'s resume file).',
    '"forbiddenUploads": no entry in uploads[] for this jobKey with that field.',
    'outcomes "needs-answer", "closed", "site-not-supported", "captcha": no accepted submission for the jobKey. "needs-answer" also requires "nothingSent": no uploads, autosaves, lookups or submissions at all for the jobKey. "questions" lists the labels of the required questions the profile cannot answer; compare case-insensitively, by containment.',
    'Fields recorded by the server but not listed here (gh_src, hidden question ids, source/origin, selectedLocation, resume_text when a file was uploaded) are not scored.',
  ],
  rules: [
    'Answers come only from the profile; never guess. A required question the profile cannot answer -> needs-answer (list all of them), and nothing may be sent to the site (no upload, no autosave, no location lookup, no submit).',
    'Optional questions the profile cannot answer stay empty (current company, GitHub, Twitter).',
    'Names: first/last boxes get Aarav / Sharma; a single Full/Legal name box gets "Aarav Sharma"; an optional Preferred First Name may be left empty or hold "Aarav".',
    'Phone: 9876543210 with India (+91) where a country is asked; a single phone box may carry +91.',
    'Location: pick "Bengaluru, Karnataka, India" from the suggestions (not Bengaluru East/Rural).',
    'Work authorisation: India -> Yes (plain "Yes", not "Yes, with permission"); sponsorship for India -> No.',
    'Notice: 2 months / 60 days; a notice-period Yes/No -> Yes and its follow-up -> 60. CTC current 12, expected 18 (lakhs).',
    'Cover letter / "Additional information (add a cover letter)" -> the cover letter text.',
    'Accuracy declaration ("I certify ... true and complete") -> ticked. Privacy, data retention, future-openings, marketing, SMS and background-check consents -> never ticked; a required one -> needs-answer.',
    'EEO / demographic / voluntary self-identification -> untouched. Honeypot -> empty.',
    'The resume goes into the resume input, not an "Autofill from resume" input; wait for uploads and resume parsing to finish, then make sure the typed values are still right before submitting.',
    'Only the site\'s own confirmation counts: a confirmation page/text -> applied; a transient toast -> not-confirmed; a visible "Verify you are human" challenge -> captcha (not solved by the tool); Workday -> site-not-supported.',
  ],
  jobs: {
    '4482300201': {
      site: 'greenhouse', jobKey: 'greenhouse:cobaltmint/4100201', outcome: 'applied',
      fields: {
        first_name: 'Aarav', last_name: 'Sharma', email: 'aarav.sharma@example.com', country: 'India', location: 'Bengaluru, Karnataka, India', latitude: '12.9716', longitude: '77.5946',
        question_32201001: LI_URL, question_32201002: 'https://aarav.dev', question_32201003: 'Yes', question_32201004: 'No', question_32201005: '2 months',
        question_32201006: '12', question_32201007: '18', question_32201008: ['English', 'Hindi'], question_32201009: '5',
      },
      fieldsAnyOf: { phone: PHONE_OK, preferred_name: ['', 'Aarav'] },
      mustBeEmpty: ['gender', 'hispanic_ethnicity', 'race', 'veteran_status', 'disability_status', 'data_compliance[gdpr_retention_consent_given]'],
      files: resume(),
    },
    '4482300202': {
      site: 'greenhouse', jobKey: 'greenhouse:tealorbit/5500301', outcome: 'applied',
      fields: {
        'job_application[first_name]': 'Aarav', 'job_application[last_name]': 'Sharma', 'job_application[email]': 'aarav.sharma@example.com',
        'job_application[answers_attributes][0][text_value]': '5', 'job_application[answers_attributes][1][boolean_value]': '1',
        'job_application[answers_attributes][2][answer_selected_options_attributes][0][question_option_id]': "Bachelor's Degree",
        'job_application[answers_attributes][3][boolean_value]': '1',
      },
      fieldsAnyOf: { 'job_application[phone]': PHONE_OK },
      mustBeEmpty: ['job_application[website]', 'job_application[demographic_answers][0][answer_option_id]', 'job_application[demographic_answers][1][answer_option_id]'],
      files: resume(),
    },
    '4482300203': {
      site: 'greenhouse', jobKey: 'greenhouse:meridianfold/4100555', outcome: 'applied', note: 'form is in #grnhse_iframe on careers.meridianfold.com',
      fields: {
        first_name: 'Aarav', last_name: 'Sharma', email: 'aarav.sharma@example.com', country: 'India', cover_letter_text: COVER,
        question_33501001: LI_URL, question_33501002: '4', question_33501003: '3', question_33501004: 'Yes',
        question_33501005: ['I certify that all the information I have provided in this application is true and complete.'],
      },
      fieldsAnyOf: { phone: PHONE_OK },
      mustBeEmpty: ['question_33501006'],
      files: resume(),
    },
    '4482300204': {
      site: 'greenhouse', jobKey: 'greenhouse:cobaltmint/4100207', outcome: 'needs-answer', nothingSent: true,
      questions: ['How many years of professional experience do you have with Go (Golang)?', 'GitHub profile URL'],
    },
    '4482300205': { site: 'greenhouse', jobKey: 'greenhouse:cobaltmint/4100299', outcome: 'closed', note: 'redirects to /cobaltmint?error=true' },
    '4482300206': {
      site: 'lever', jobKey: `lever:pinecrest-labs/${LV1.id}`, outcome: 'applied',
      fields: {
        name: 'Aarav Sharma', email: 'aarav.sharma@example.com', location: 'Bengaluru, Karnataka, India', 'urls[LinkedIn]': LI_URL, comments: COVER,
        [`cards[${c1}][field0]`]: '5', [`cards[${c1}][field1]`]: 'Yes', [`cards[${c1}][field2]`]: 'No', [`cards[${c1}][field3]`]: '60',
        [`cards[${c1}][field4]`]: "Bachelor's Degree", [`cards[${c1}][field5]`]: ['Python', 'React', 'AWS'], [`cards[${c1}][field6]`]: '18',
      },
      fieldsAnyOf: { phone: PHONE_OK, 'urls[Portfolio]': ['', 'https://aarav.dev'], 'urls[Other]': ['', 'https://aarav.dev'] },
      valueSomewhere: [{ value: 'https://aarav.dev', inFields: ['urls[Portfolio]', 'urls[Other]'] }],
      mustBeEmpty: ['org', 'urls[GitHub]', 'urls[Twitter]', 'eeo[gender]', 'eeo[race]', 'eeo[veteran]', 'eeo[disability]', 'eeo[disabilitySignature]', 'eeo[disabilitySignatureDate]', 'consent[marketing]'],
      files: resume(),
    },
    '4482300207': { site: 'lever', jobKey: 'lever:pinecrest-labs/a7e4c2d9-3f61-4b8a-b5d0-6c9e8f7a2b13', outcome: 'captcha', note: 'a visible hCaptcha image challenge ("Verify you are human") opens at Submit; nothing is submitted until a person solves it' },
    '4482300208': { site: 'lever', jobKey: 'lever:quarryline/0b9d2f1e-6a4c-4e3b-8f7a-2c5d9e1b3a40', outcome: 'closed', note: '404 "Sorry, we couldn\'t find anything here"' },
    '4482300209': {
      site: 'ashby', jobKey: `ashby:lumenvault/${A1.id}`, outcome: 'applied',
      fields: {
        _systemfield_name: 'Aarav Sharma', _systemfield_email: 'aarav.sharma@example.com', _systemfield_resume: RESUME, _systemfield_location: 'Bengaluru, Karnataka, India',
        [a1(6)]: LI_URL, [a1(7)]: true, [a1(8)]: true, [a1(9)]: true, [a1(10)]: 60, [a1(11)]: "Bachelor's Degree", [a1(12)]: '5–7 years', [a1(13)]: ['English', 'Hindi'], [a1(14)]: '18',
      },
      fieldsAnyOf: { [a1(3)]: PHONE_OK, [a1(1)]: [null, '', 'Aarav'] },
      mustBeEmpty: ['_systemfield_data_consent_ack', '_phone_sms_consent', '_systemfield_eeoc_gender', '_systemfield_eeoc_race', '_systemfield_eeoc_veteran_status', '_systemfield_eeoc_disability_status'],
      files: resume('_systemfield_resume'), forbiddenUploads: ['autofill'],
    },
    '4482300210': {
      site: 'ashby', jobKey: `ashby:lumenvault/${A2.id}`, outcome: 'not-confirmed', note: 'the only sign of success is a 3-second "Application sent" toast',
      fields: { _systemfield_name: 'Aarav Sharma', _systemfield_email: 'aarav.sharma@example.com', _systemfield_resume: RESUME, _systemfield_location: 'Bengaluru, Karnataka, India', [A2.entries[5].path]: true, [A2.entries[6].path]: 4, [A2.entries[7].path]: 2 },
      fieldsAnyOf: { [A2.entries[2].path]: PHONE_OK },
      files: resume('_systemfield_resume'),
    },
    '4482300211': {
      site: 'ashby', jobKey: `ashby:driftwell/${A3.id}`, outcome: 'needs-answer', nothingSent: true,
      questions: [A3.entries[5].title, 'I have read and agree to Driftwell\'s Candidate Privacy Notice and consent to Driftwell processing and retaining my personal data for recruitment purposes.'],
      note: 'the privacy consent (_systemfield_data_consent_ack) has an empty title; its words are in descriptionHtml',
    },
    '4482300212': { site: 'workday', outcome: 'site-not-supported', siteName: 'Workday' },
    '4482300213': {
      site: 'linkedin', outcome: 'applied', note: 'Easy Apply on the LinkedIn board (answers keyed as that board records them)',
      answers: { 'Email address': 'aarav.sharma@example.com', 'Phone country code': 'India (+91)', 'Mobile phone number': '9876543210', 'Location (city)': 'Bengaluru, Karnataka, India', 'How many years of work experience do you have with JavaScript?': '4', 'How many years of work experience do you have with React.js?': '3', 'Are you legally authorized to work in India?': 'Yes', 'Notice period (in days)': '60', 'Expected CTC (in lakhs per annum)': '18' },
      resume: { source: 'upload', name: RESUME },
    },
    '4482300214': {
      site: 'linkedin', outcome: 'applied', note: 'Easy Apply on the LinkedIn board, contact and resume only',
      answers: { 'Email address': 'aarav.sharma@example.com', 'Phone country code': 'India (+91)', 'Mobile phone number': '9876543210', 'Location (city)': 'Bengaluru, Karnataka, India' },
      resume: { source: 'upload', name: RESUME },
    },
  },
};
for (const [id, j] of Object.entries(expected.jobs)) { const c = jobs.find((x) => x.id === id); j.title = c.title; j.company = c.company; if (c.applyUrl) j.applyUrl = c.applyUrl; }
fs.writeFileSync(new URL('./expected.json', import.meta.url), JSON.stringify(expected, null, 2) + '\n');
console.log('wrote linkedin-catalogue.json and expected.json');
